// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ctxFixture } from '../../fixtures/site';
import block from './index';
import { MagazineMenu } from './MagazineMenu';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
const props = { config: block.config.parse({ published: true }), data: null, ctx: ctxFixture('soho') };

describe('magazine-menu (spec 3, 2)', () => {
  it('links the spec’s sections, with the sub-sections of relatos and que-pasa', () => {
    render(<MagazineMenu {...props} />);
    const all = document.querySelector('.magazine-menu__all') as HTMLElement;
    const hrefs = within(all)
      .getAllByRole('link', { hidden: true })
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/seccion/mujeres-soho/',
      '/seccion/sexo/',
      '/seccion/deportes/',
      '/seccion/relatos/',
      '/seccion/relatos/historias/',
      '/seccion/relatos/opinadores/',
      '/seccion/que-pasa/',
      '/seccion/que-pasa/estilo-de-vida/',
      '/seccion/que-pasa/noticias/',
      '/seccion/que-pasa/virales/',
      '/seccion/que-pasa/peliculas-y-series/',
      '/seccion/que-pasa/entretenimiento/',
      '/videos/',
      '/lo-mas-visto/',
      '/',
    ]);
  });

  it('opens the full menu with today’s date in Spanish, the ISSN line and a search box, and closes it', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-22T15:00:00Z'), toFake: ['Date'] });
    render(<MagazineMenu {...props} />);
    const toggle = screen.getByRole('button', { name: 'Menú' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('22 de noviembre de 2026')).toBeTruthy();
    expect(screen.getByText('ISSN 2954-8241')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Buscar en el sitio' }).closest('form')?.getAttribute('action')).toBe(
      '/buscador/',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar menú' }));
    expect(document.getElementById('magazine-menu-panel')?.hidden).toBe(true);
  });
});
