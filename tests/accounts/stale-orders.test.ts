import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { salesOrders, salesPayments, salesSubscriptions } from '../../server/db/schema-sales';
import { TEST_CARDS, type TestPaymentProvider } from '../../server/accounts/sales/test-provider';
import { PENDING_3DS_TIMEOUT_MS, PROCESSING_TIMEOUT_MS } from '../../server/accounts/sales/stale-orders';
import { newReader } from './readers';
import { call, startAccountsServer, type AccountsServer } from './storage';

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server?.close());
afterEach(() => server.controls.setClock(undefined));

const S = '/sales/public/v1';
const db = () => server.database.db;
const at = (ms: number) => server.controls.setClock(() => new Date(ms));
const orderRow = async (orderNumber: string) =>
  (await db().select().from(salesOrders).where(eq(salesOrders.orderNumber, orderNumber)))[0];
const paymentsOf = (orderNumber: string) =>
  db().select().from(salesPayments).where(eq(salesPayments.orderNumber, orderNumber));

async function order(token: string) {
  await call(server, 'POST', `${S}/cart/item`, { token, body: { items: [{ sku: 'PLAN-DIGITAL-ANUAL' }] } });
  return (await call(server, 'POST', `${S}/checkout/order`, { token, body: {} })).body.orderNumber as string;
}

describe('orders stuck mid-payment (controlled clock)', () => {
  it('a finalise whose provider call never ends: Cancelled after 30 minutes, its attempt failed; a late charge still counts', async () => {
    const { token } = await newReader(server);
    const orderNumber = await order(token);
    const provider = server.controls.provider as TestPaymentProvider;
    const charge = provider.charge.bind(provider);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    provider.charge = async (request) => {
      await held;
      return charge(request);
    };
    try {
      const finalise = call(server, 'PUT', `${S}/checkout/order/${orderNumber}/payment/1`, {
        token,
        body: { token: TEST_CARDS.success },
      });
      while ((await orderRow(orderNumber)).status !== 'Processing') await new Promise((r) => setTimeout(r, 20));
      const claimedAt = (await orderRow(orderNumber)).updatedAt.getTime();

      at(claimedAt + PROCESSING_TIMEOUT_MS - 60_000);
      expect((await server.controls.runRenewals()).cancelledOrders).not.toContain(orderNumber);
      expect((await orderRow(orderNumber)).status).toBe('Processing');

      at(claimedAt + PROCESSING_TIMEOUT_MS + 60_000);
      expect((await server.controls.runRenewals()).cancelledOrders).toEqual([orderNumber]);
      expect((await orderRow(orderNumber)).status).toBe('Cancelled');
      expect((await paymentsOf(orderNumber)).map((p) => [p.status, p.failureCode])).toEqual([['failed', 'TIMEOUT']]);
      server.controls.setClock(undefined);
      const again = await call(server, 'PUT', `${S}/checkout/order/${orderNumber}/payment/1`, {
        token,
        body: { token: TEST_CARDS.success },
      });
      expect([again.status, again.body.code]).toEqual([409, 'ORDER_CANCELLED']);

      release();
      expect((await finalise).body.status).toBe('Paid');
      expect((await orderRow(orderNumber)).status).toBe('Paid');
    } finally {
      release();
      provider.charge = charge;
    }
  });

  it('an abandoned 3-D Secure check: after a day the order is Cancelled and the pending subscription (5) ends (2)', async () => {
    const { token } = await newReader(server);
    const orderNumber = await order(token);
    await call(server, 'PUT', `${S}/checkout/order/${orderNumber}/payment/1`, {
      token,
      body: { token: TEST_CARDS.requires3ds },
    });
    const waiting = await orderRow(orderNumber);
    expect(waiting.status).toBe('Pending3DS');
    const since = waiting.updatedAt.getTime();

    at(since + PENDING_3DS_TIMEOUT_MS - 60_000);
    await server.controls.runRenewals();
    expect((await orderRow(orderNumber)).status).toBe('Pending3DS');

    at(since + PENDING_3DS_TIMEOUT_MS + 60_000);
    expect((await server.controls.runRenewals()).cancelledOrders).toContain(orderNumber);
    expect((await orderRow(orderNumber)).status).toBe('Cancelled');
    const [sub] = await db().select().from(salesSubscriptions).where(eq(salesSubscriptions.orderNumber, orderNumber));
    expect(sub.status).toBe(2);
    expect(sub.events.at(-1)).toMatchObject({ eventType: 'TERMINATE_SUBSCRIPTION' });
    expect((await paymentsOf(orderNumber)).map((p) => p.status)).toEqual(['failed']);
    server.controls.setClock(undefined);
    expect((await call(server, 'GET', `${S}/subscription/allactive`, { token })).body).toEqual([]);
  });

  it('leaves pending, paid and recent orders alone', async () => {
    // One open order per reader and site: the pending and the paid order belong to two readers.
    const pending = await order((await newReader(server)).token);
    const { token } = await newReader(server);
    const paid = await order(token);
    await call(server, 'PUT', `${S}/checkout/order/${paid}/payment/1`, { token, body: { token: TEST_CARDS.success } });
    at(Date.now() + 7 * PENDING_3DS_TIMEOUT_MS);
    const report = await server.controls.runRenewals();
    expect(report.cancelledOrders).not.toContain(pending);
    expect(report.cancelledOrders).not.toContain(paid);
    expect([(await orderRow(pending)).status, (await orderRow(paid)).status]).toEqual(['Pending', 'Paid']);
  });
});
