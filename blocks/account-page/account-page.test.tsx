// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ctxFixture } from '../../fixtures/site';
import { readerStore } from '../../runtime/context';
import { forgetReader, rememberReader } from '../../ui/account/reader-session';
import { AccountPage } from './AccountPage';
import type { Config } from './config';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  forgetReader();
  act(() => readerStore.set({ loggedIn: null, subscriptionStatuses: null }));
});
afterAll(() => server.close());

const END = Date.parse('2027-11-23T17:00:00Z');

function open(route: Config['route'], path = '/autogestion/perfil/') {
  render(<AccountPage config={{ published: true, route }} data={null} ctx={{ ...ctxFixture(), path }} />);
}

describe('self-service pages', () => {
  it('asks an anonymous reader to sign in and come back', () => {
    act(() => readerStore.set({ loggedIn: false }));
    open('perfil');
    expect(screen.getByRole('link', { name: 'inicia sesión' }).getAttribute('href')).toBe(
      '/login-semana/?redirect=%2Fautogestion%2Fperfil%2F',
    );
  });

  it("lists the reader's subscriptions and cancels an active one after a confirmation, with its reason", async () => {
    let status = 1;
    const cancelled: string[] = [];
    const reasons: unknown[] = [];
    server.use(
      http.get('*/sales/public/v1/subscription/all', () =>
        HttpResponse.json([
          { subscriptionID: 7, productName: 'Suscripción digital anual', statusID: status, currentCycleEnd: END },
        ]),
      ),
      http.put('*/sales/public/v1/subscription/:id/cancel', async ({ params, request }) => {
        cancelled.push(String(params.id));
        reasons.push(((await request.json()) as { reason?: string }).reason);
        status = 3;
        return HttpResponse.json({ subscriptionID: 7 });
      }),
      http.get('*/identity/public/v1/profile', () => HttpResponse.json({ firstName: 'Ana' })),
      http.get('*/sales/public/v1/subscription/allactive', () => HttpResponse.json([{ statusID: 3 }])),
      http.get('*/sales/public/v1/subscription/:id/sharing', () => HttpResponse.json({ sharedSubscriptions: [] })),
    );
    // Signed in as the page knows it: the mark, and the reader loaded.
    rememberReader('u-ana', false);
    act(() => readerStore.set({ loggedIn: true, firstName: 'Ana', subscriptionStatuses: [1] }));
    open('suscripciones', '/autogestion/mis-suscripciones/');
    expect((await screen.findByRole('listitem')).textContent).toContain(
      'Activa: se renueva el 23 de noviembre de 2027',
    );
    // The first click only asks; keeping the plan sends nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar suscripción' }));
    const step = screen.getByRole('dialog', { name: '¿Cancelar Suscripción digital anual?' });
    expect(step.textContent).toContain('Puedes seguir leyendo hasta el 23 de noviembre de 2027');
    await userEvent.click(screen.getByRole('button', { name: 'Mantener mi suscripción' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cancelled).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar suscripción' }));
    await userEvent.click(screen.getByRole('radio', { name: 'El precio' }));
    await userEvent.type(screen.getByLabelText('Cuéntanos más (opcional)'), 'Muy caro para mí');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar cancelación' }));
    expect(await screen.findByRole('button', { name: 'Reactivar suscripción' })).toBeTruthy();
    expect(cancelled).toEqual(['7']);
    expect(reasons).toEqual(['El precio: Muy caro para mí']);
    expect(screen.getByRole('listitem').textContent).toContain('Cancelada: puedes leer hasta el');
    expect(screen.getByRole('status').textContent).toContain('te enviamos la confirmación por correo');
  });

  it('keeps the next button disabled until the last change has reloaded the reader, then reactivates', async () => {
    let status = 1;
    let releaseReader: () => void = () => undefined;
    const readerHeld = new Promise<void>((resolve) => (releaseReader = resolve));
    const rescued: string[] = [];
    server.use(
      http.get('*/sales/public/v1/subscription/all', () =>
        HttpResponse.json([
          { subscriptionID: 7, productName: 'Suscripción digital anual', statusID: status, currentCycleEnd: END },
        ]),
      ),
      http.put('*/sales/public/v1/subscription/:id/cancel', () => {
        status = 3;
        return HttpResponse.json({ subscriptionID: 7 });
      }),
      http.put('*/sales/public/v1/subscription/:id/rescue', ({ params }) => {
        rescued.push(String(params.id));
        status = 1;
        return HttpResponse.json({ subscriptionID: 7 });
      }),
      // The reader's reload after the cancel is slow (a busy server): the list already shows 'Reactivar'.
      http.get('*/identity/public/v1/profile', async () => {
        await readerHeld;
        return HttpResponse.json({ firstName: 'Ana' });
      }),
      http.get('*/sales/public/v1/subscription/allactive', () => HttpResponse.json([{ statusID: status }])),
      http.get('*/sales/public/v1/subscription/:id/sharing', () => HttpResponse.json({ sharedSubscriptions: [] })),
    );
    rememberReader('u-ana', false);
    act(() => readerStore.set({ loggedIn: true, firstName: 'Ana', subscriptionStatuses: [1] }));
    open('suscripciones', '/autogestion/mis-suscripciones/');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar suscripción' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar cancelación' }));
    const again = await screen.findByRole('button', { name: 'Reactivar suscripción' });
    expect((again as HTMLButtonElement).disabled).toBe(true);
    act(() => releaseReader());
    await expect.poll(() => (again as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(again);
    expect(await screen.findByRole('button', { name: 'Cancelar suscripción' })).toBeTruthy();
    expect(rescued).toEqual(['7']);
    expect(screen.getByRole('listitem').textContent).toContain('Activa: se renueva el');
  });

  it('shows a subscription waiting for 3-D Secure as a pending payment, without a year-ahead date', async () => {
    server.use(
      http.get('*/sales/public/v1/subscription/all', () =>
        HttpResponse.json([
          { subscriptionID: 8, productName: 'Suscripción digital anual', statusID: 5, currentCycleEnd: END },
        ]),
      ),
    );
    rememberReader('u-ana', false);
    act(() => readerStore.set({ loggedIn: true, firstName: 'Ana', subscriptionStatuses: [5] }));
    open('suscripciones', '/autogestion/mis-suscripciones/');
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toContain('Pago pendiente: tu banco debe verificarlo.');
    expect(item.textContent).not.toContain('2027');
    expect(screen.getByRole('link', { name: 'Completar el pago' }).getAttribute('href')).toBe(
      '/suscripciones-online/?offerId=466',
    );
    expect(screen.queryByRole('button', { name: 'Cancelar suscripción' })).toBeNull();
  });

  it('refuses two different new passwords before asking the service', async () => {
    // The page also reads the subscriptions for its renewal banner.
    server.use(http.get('*/sales/public/v1/subscription/all', () => HttpResponse.json([])));
    act(() => readerStore.set({ loggedIn: true, firstName: 'Ana', subscriptionStatuses: [] }));
    open('datos-acceso', '/autogestion/datos-acceso/');
    await userEvent.type(screen.getByLabelText('Contraseña actual'), 'Vieja2026a');
    await userEvent.type(screen.getByLabelText('Nueva contraseña', { exact: true }), 'Nueva2026a');
    await userEvent.type(screen.getByLabelText('Confirmar contraseña'), 'Nueva2026b');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(screen.getByRole('alert').textContent).toBe('Las contraseñas no coinciden.');
  });
});
