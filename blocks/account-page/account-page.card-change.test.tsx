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

/** The sales service with one subscription whose renewal was declined (status 4) until a card is saved. */
function failedRenewal(finalize: (token: string) => Response | Promise<Response>) {
  const state = { status: 4, calls: [] as string[] };
  server.use(
    http.get('*/sales/public/v1/subscription/all', () =>
      HttpResponse.json([
        { subscriptionID: 7, productName: 'Suscripción digital anual', statusID: state.status, currentCycleEnd: END },
      ]),
    ),
    http.put('*/sales/public/v1/paymentmethod/7/provider/1', () => {
      state.calls.push('initialize');
      return HttpResponse.json({ subscriptionID: 7 });
    }),
    http.put('*/sales/public/v1/paymentmethod/7/provider/1/finalize', async ({ request }) => {
      const body = (await request.json()) as { token: string; returnPath: string };
      state.calls.push(`finalize ${body.token} ${body.returnPath}`);
      return finalize(body.token);
    }),
    // No captcha on this site: the card is sent without a token.
    http.get('*/identity/public/v1/config', () => HttpResponse.json({})),
    http.get('*/identity/public/v1/profile', () => HttpResponse.json({ firstName: 'Ana' })),
    http.get('*/sales/public/v1/subscription/allactive', () => HttpResponse.json([{ statusID: state.status }])),
    http.get('*/sales/public/v1/subscription/:id/sharing', () => HttpResponse.json({ sharedSubscriptions: [] })),
  );
  rememberReader('u-ana', false);
  act(() => readerStore.set({ loggedIn: true, firstName: 'Ana', subscriptionStatuses: [4] }));
  return state;
}

const open = (route: 'perfil' | 'suscripciones', path: string) =>
  render(<AccountPage config={{ published: true, route }} data={null} ctx={{ ...ctxFixture(), path }} />);

async function typeCard(number: string) {
  await userEvent.type(screen.getByLabelText('Nombre en la tarjeta'), 'Ana Gómez');
  await userEvent.type(screen.getByLabelText('Número de tarjeta'), number);
  await userEvent.type(screen.getByLabelText('Vencimiento (MM/AA)'), '12/30');
  await userEvent.type(screen.getByLabelText('Código de seguridad'), '123');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar tarjeta' }));
}

describe('a failed renewal can be fixed', () => {
  it('the profile page shows the banner, linking to the card change of that subscription', async () => {
    failedRenewal(() => HttpResponse.json({}));
    open('perfil', '/autogestion/perfil/');
    const link = await screen.findByRole('link', { name: 'Actualizar datos de pago' });
    expect(link.getAttribute('href')).toBe('/autogestion/mis-suscripciones/?tarjeta=7');
  });

  it('a new card is saved, the renewal is charged again and the banner goes away', async () => {
    const state = failedRenewal(() => {
      state.status = 1;
      return HttpResponse.json({ subscriptionID: 7, statusID: 1 });
    });
    open('suscripciones', '/autogestion/mis-suscripciones/');
    await userEvent.click(await screen.findByRole('button', { name: 'Actualizar datos de pago' }));
    await typeCard('4242 4242 4242 4242');
    expect(await screen.findByText(/Activa: se renueva el/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Renovación de tu suscripción' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Cambiar tarjeta' })).toBeNull();
    expect(state.calls).toEqual([
      'initialize',
      'finalize 4242424242424242 /autogestion/mis-suscripciones/?verificar=7',
    ]);
  });

  it('a declined card leaves the banner and says why (300170)', async () => {
    const state = failedRenewal(() =>
      HttpResponse.json({ code: '300170', message: 'Payment rejected' }, { status: 402 }),
    );
    open('suscripciones', '/autogestion/mis-suscripciones/');
    await userEvent.click(await screen.findByRole('button', { name: 'Actualizar datos de pago' }));
    await typeCard('4000 0000 0000 0002');
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(screen.getByRole('region', { name: 'Renovación de tu suscripción' })).toBeTruthy();
    expect(state.status).toBe(4);
  });

  it('checks the card before calling the service', async () => {
    const state = failedRenewal(() => HttpResponse.json({}));
    open('suscripciones', '/autogestion/mis-suscripciones/');
    await userEvent.click(await screen.findByRole('button', { name: 'Actualizar datos de pago' }));
    await typeCard('4242');
    expect(screen.getByRole('alert').textContent).toBe('Revisa el número de la tarjeta.');
    expect(state.calls).toEqual([]);
  });

  it("changes an active plan's card from 'Mis suscripciones' and confirms it was saved", async () => {
    const state = failedRenewal(() => HttpResponse.json({ subscriptionID: 7, statusID: 1 }));
    state.status = 1;
    open('suscripciones', '/autogestion/mis-suscripciones/');
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar tarjeta' }));
    await typeCard('4242 4242 4242 4242');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Tu nueva tarjeta quedó guardada. Los próximos cobros se harán a ella.',
    );
    expect(screen.queryByRole('form', { name: 'Cambiar tarjeta' })).toBeNull();
    expect(state.calls).toEqual([
      'initialize',
      'finalize 4242424242424242 /autogestion/mis-suscripciones/?verificar=7',
    ]);
  });
});
