// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ctxFixture } from '../../fixtures/site';
import { HelpCentre } from './HelpCentre';
import type { Config } from './config';

afterEach(cleanup);

const CONFIG: Config = { published: true, linkWhatsapp: 'https://wa.me/573001234567' };
const CARDS = [
  'Datos personales',
  'Suscripción',
  'Transacciones',
  'Entrega del periódico',
  'Soporte técnico',
  'Contenido editorial',
  'Clasificados',
  'PQRS',
];

const show = () => render(<HelpCentre config={CONFIG} data={null} ctx={ctxFixture()} />);
/** The buttons of the cards the reader can see now (the other levels are hidden). */
const visibleCards = () =>
  screen
    .queryAllByRole('button')
    .filter((b) => b.classList.contains('help-centre__card'))
    .map((b) => b.textContent);
const crumbs = () =>
  within(screen.getByRole('navigation', { name: 'Ruta' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('help centre (spec 2, 2)', () => {
  it('shows the 8 cards first, with the WhatsApp link', () => {
    show();
    expect(visibleCards()).toEqual(CARDS);
    expect(screen.getByRole('link', { name: 'Escríbenos por WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/573001234567',
    );
    expect(screen.queryByRole('button', { name: 'Volver' })).toBeNull();
  });

  it('goes card, sub-card, then back with Volver, one level at a time', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Soporte técnico' }));
    expect(visibleCards()).toEqual([
      'Acceso a mi suscripción digital',
      'Acceso a mi contenido',
      'Ediciones impresas en formato digital',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Acceso a mi contenido' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Acceso a mi contenido');
    expect(screen.getByText(/Android 8\.2 o superior y en iOS 8\.0/)).toBeTruthy();
    expect(crumbs()).toEqual(['Centro de ayuda', 'Soporte técnico', 'Acceso a mi contenido']);
    expect(screen.getByRole('link', { name: 'Escríbenos por WhatsApp' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(visibleCards()).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(visibleCards()).toEqual(CARDS);
  });

  it('goes up one level from the breadcrumb', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Transacciones' }));
    await userEvent.click(screen.getByRole('button', { name: 'Devoluciones' }));
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Ruta' })).getByRole('button', { name: 'Transacciones' }),
    );
    expect(visibleCards()).toEqual(['Devoluciones', 'Facturación', 'Medios de pago']);
    expect(crumbs()).toEqual(['Centro de ayuda', 'Transacciones']);
  });

  it('shows a card without sub-cards as its text', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Entrega del periódico' }));
    expect(visibleCards()).toEqual([]);
    expect(screen.getByText(/antes de las 3:00 p\. m\./)).toBeTruthy();
  });

  it("S2-034 to S2-038: carries the spec's card and sub-card ids, 'accesso' spelling included", () => {
    const { container } = show();
    const firstLevel = container.querySelector('.help-centre__cards')!;
    const cards = [...firstLevel.querySelectorAll('[data-topic]')].map((li) => li.getAttribute('data-topic'));
    expect(cards).toEqual([
      'datos-personales',
      'suscripcion',
      'transacciones',
      'entrega-periodico',
      'soporte-tecnico',
      'contenido-editorial',
      'clasificados',
      'pqrs',
    ]);
    const subCards = (card: string) =>
      [...container.querySelectorAll(`#ayuda-${card} [id^="ayuda-"]`)].map((el) => el.id.replace('ayuda-', ''));
    expect(subCards('datos-personales')).toEqual([
      'actualizacion-datos-personales',
      'tratamiento-datos',
      'requerimientos-sobre-tratamiento-datos',
    ]);
    expect(subCards('suscripcion')).toEqual(['renovaciones', 'cambios-en-mi-suscripcion', 'tipos-de-suscripciones']);
    expect(subCards('transacciones')).toEqual(['devoluciones', 'facturacion', 'medios-de-pago']);
    expect(subCards('soporte-tecnico')).toEqual([
      'accesso-a-mi-suscripcion-digital',
      'accesso-a-mi-contenido',
      'ediciones-impresas-en-formato-digital',
    ]);
    for (const card of ['entrega-periodico', 'contenido-editorial', 'clasificados', 'pqrs'])
      expect(subCards(card)).toEqual([]);
  });

  it('has every help fact of spec 2, 9 in the server HTML', () => {
    const html = renderToString(<HelpCentre config={CONFIG} data={null} ctx={ctxFixture()} />);
    for (const fact of [
      'hasta 4 dispositivos',
      'las 7 ediciones anteriores',
      'al menos 2 días antes',
      '5 días hábiles',
      '15 días calendario',
      'no más de 30 días',
      'antes de las 3:00 p. m.',
      'antes del mediodía',
      'Visa, Mastercard, American Express y Diners',
      'Android 8.2',
      'iOS 8.0',
    ])
      expect(html).toContain(fact);
  });
});
