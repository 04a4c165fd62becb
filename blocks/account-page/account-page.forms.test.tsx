// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ctxFixture } from '../../fixtures/site';
import { readerStore } from '../../runtime/context';
import { AccountPage } from './AccountPage';
import type { Config } from './config';
import type { Profile } from './profile';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  act(() => readerStore.set({ loggedIn: null, subscriptionStatuses: null }));
});
afterAll(() => server.close());

/** The identity service keeping one profile; answers what each PATCH sent. */
function profileService(profile: Profile) {
  const patches: Profile[] = [];
  server.use(
    http.get('*/identity/public/v1/profile', () => HttpResponse.json(profile)),
    http.patch('*/identity/public/v1/profile', async ({ request }) => {
      const patch = (await request.json()) as Profile;
      patches.push(patch);
      if (patch.addresses?.[0]?.country === 'XX')
        return HttpResponse.json({ code: '300169', message: 'Invalid country' }, { status: 400 });
      Object.assign(profile, patch);
      return HttpResponse.json(profile);
    }),
    http.get('*/sales/public/v1/subscription/all', () => HttpResponse.json([])),
  );
  act(() => readerStore.set({ loggedIn: true, firstName: 'Ana', subscriptionStatuses: [] }));
  return patches;
}

const open = (route: Config['route']) =>
  render(<AccountPage config={{ published: true, route }} data={null} ctx={{ ...ctxFixture(), path: '/x/' }} />);

describe('Mis suscripciones (suscripciones)', () => {
  it('points a reader without a plan to the offer and to the store with every plan (issue 28)', async () => {
    profileService({});
    open('suscripciones');
    const store = await screen.findByRole('link', { name: 'Tienda de suscripciones' });
    expect(store.getAttribute('href')).toBe('/store/');
    expect(screen.getByRole('link', { name: 'Suscríbete' }).getAttribute('href')).toBe(
      '/suscripciones-online/?offerId=466',
    );
  });
});

describe('address editor (editardireccion)', () => {
  it('shows the saved address and saves the edited one on the profile', async () => {
    const patches = profileService({ addresses: [{ line1: 'Calle 1 # 2-3', locality: 'Cali', country: 'CO' }] });
    open('editardireccion');
    const line1 = await screen.findByLabelText('Dirección');
    expect((line1 as HTMLInputElement).value).toBe('Calle 1 # 2-3');
    await userEvent.clear(line1);
    await userEvent.type(line1, 'Carrera 7 # 32-16');
    await userEvent.clear(screen.getByLabelText('Ciudad'));
    await userEvent.type(screen.getByLabelText('Ciudad'), 'Bogotá');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar dirección' }));
    expect((await screen.findByRole('status')).textContent).toBe('Tu dirección quedó guardada.');
    expect(patches).toEqual([{ addresses: [{ line1: 'Carrera 7 # 32-16', locality: 'Bogotá', country: 'CO' }] }]);
  });

  it("shows the catalogue's text when the service refuses the country (300169)", async () => {
    profileService({});
    open('editardireccion');
    await userEvent.type(await screen.findByLabelText('Dirección'), 'Calle 5');
    await userEvent.type(screen.getByLabelText('Ciudad'), 'Pasto');
    await userEvent.clear(screen.getByLabelText('País (código de dos letras)'));
    await userEvent.type(screen.getByLabelText('País (código de dos letras)'), 'XX');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar dirección' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/país/i);
  });
});

describe('communications (comunicaciones)', () => {
  it("shows the reader's choices and saves them, keeping their other attributes", async () => {
    const patches = profileService({
      attributes: [
        { name: 'comunicacionesBoletin', value: 'si' },
        { name: 'equipo', value: 'Millonarios' },
      ],
    });
    open('comunicaciones');
    const newsletter = await screen.findByRole('checkbox', { name: /boletín de noticias/ });
    expect((newsletter as HTMLInputElement).checked).toBe(true);
    await userEvent.click(newsletter);
    await userEvent.click(screen.getByRole('checkbox', { name: /ofertas y novedades/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    expect((await screen.findByRole('status')).textContent).toBe('Tus preferencias quedaron guardadas.');
    expect(patches).toEqual([
      {
        attributes: [
          { name: 'equipo', value: 'Millonarios' },
          { name: 'comunicacionesBoletin', value: 'no' },
          { name: 'comunicacionesOfertas', value: 'si' },
        ],
      },
    ]);
  });
});

describe('perfil and editarperfil', () => {
  it("'perfil' lists the other account pages under the form; 'editarperfil' is the form alone", async () => {
    profileService({ firstName: 'Ana', email: 'ana@example.com' });
    open('perfil');
    await screen.findByLabelText('Nombre');
    const links = screen.getByRole('navigation', { name: 'Tu cuenta' });
    expect([...links.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toContain(
      '/autogestion/editar-direccion/',
    );
    cleanup();
    open('editarperfil');
    await screen.findByLabelText('Nombre');
    expect(screen.queryByRole('navigation', { name: 'Tu cuenta' })).toBeNull();
  });
});
