// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { readerStore } from '../../runtime/context';
import { ReaderStore } from './ReaderStore';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());
// The store shows this view to a signed-in reader only; her account calls need her signed in (spec 2, 4).
beforeEach(() => readerStore.set({ loggedIn: true, subscriptionStatuses: [] }));

const END = Date.parse('2027-11-23T17:00:00Z');
const offer = { id: '466', name: 'Plan digital anual', sku: 'PLAN-DIGITAL-ANUAL', amount: 199_000 };
const plans = (statusID: number) =>
  http.get('*/sales/public/v1/subscription/all', () =>
    HttpResponse.json([
      { subscriptionID: 7, productName: 'Suscripción digital anual', statusID, currentCycleEnd: END },
    ]),
  );
const open = () => render(<ReaderStore offer={offer} showTestCards={false} onPaid={() => {}} />);

describe('the store for a signed-in reader', () => {
  it('shows the plan a reader holds instead of the card form', async () => {
    server.use(plans(1));
    open();
    expect((await screen.findByRole('status')).textContent).toContain(
      'Ya tienes Suscripción digital anual, activa hasta el 23 de noviembre de 2027.',
    );
    expect(screen.queryByRole('form', { name: 'Pago con tarjeta' })).toBeNull();
  });

  it("offers 'Reactivar' to a cancelled reader, which rescues the subscription", async () => {
    const rescued: string[] = [];
    server.use(
      plans(3),
      http.put('*/sales/public/v1/subscription/:id/rescue', ({ params }) => {
        rescued.push(String(params.id));
        return HttpResponse.json({ subscriptionID: 7 });
      }),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Reactivar' }));
    expect(await screen.findByText('Tu suscripción está activa de nuevo.')).toBeTruthy();
    expect(rescued).toEqual(['7']);
    expect(screen.queryByRole('form', { name: 'Pago con tarjeta' })).toBeNull();
  });

  it('sends a reader whose payment waits for 3-D Secure to the bank page, not to the card form', async () => {
    server.use(
      plans(5),
      http.get('*/sales/public/v1/order/history', () => HttpResponse.json({ orders: [{ orderNumber: 'ORD1' }] })),
      http.put('*/sales/public/v1/checkout/3ds/order/ORD1/payment/1', () =>
        HttpResponse.json({ orderNumber: 'ORD1', status: 'Pending3DS', threeDSecure: { redirectUrl: '/dev/3ds/r' } }),
      ),
    );
    open();
    const link = await screen.findByRole('link', { name: 'Verificar el pago' });
    expect(link.getAttribute('href')).toBe('/dev/3ds/r');
    expect(screen.queryByRole('form', { name: 'Pago con tarjeta' })).toBeNull();
  });
});
