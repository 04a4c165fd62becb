import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { salesOrders, salesSubscriptions } from '../../server/db/schema-sales';
import { TEST_CARDS } from '../../server/accounts/sales/test-provider';
import { call } from './storage';
import { salesTest } from './sales-setup';

const sales = salesTest();
const { db, finalize, orderFor, reader } = sales;

describe('subscriptions and orders', () => {
  async function subscribed() {
    const r = await reader();
    const orderNumber = await orderFor(r.token);
    await finalize(r.token, orderNumber, TEST_CARDS.success);
    const [sub] = await db().select().from(salesSubscriptions).where(eq(salesSubscriptions.orderNumber, orderNumber));
    return { ...r, orderNumber, id: sub.id };
  }

  it('lists all-active and all with statusID, sku, billing country and payment partner', async () => {
    const s = await subscribed();
    const active = await call(sales.server, 'GET', '/sales/public/v1/subscription/allactive', { token: s.token });
    expect(active.body).toEqual([
      expect.objectContaining({
        subscriptionID: s.id,
        sku: 'PLAN-DIGITAL-ANUAL',
        statusID: 1,
        billingAddress: { country: 'CO' },
        paymentMethod: expect.objectContaining({ paymentPartner: 'TestProvider' }),
      }),
    ]);
    expect(
      (await call(sales.server, 'GET', '/sales/public/v1/subscription/all', { token: s.token })).body,
    ).toHaveLength(1);
    expect((await call(sales.server, 'GET', '/sales/public/v1/subscription/allactive')).status).toBe(401);
    const details = await call(sales.server, 'GET', `/sales/public/v1/subscription/${s.id}/details`, {
      token: s.token,
    });
    expect(details.body).toMatchObject({
      subscriptionID: s.id,
      events: [expect.objectContaining({ eventType: 'START_SUBSCRIPTION' })],
    });
  });

  it('cancel sets status 3 (still listed as active), rescue sets status 1; repeated calls fail with the spec codes', async () => {
    const s = await subscribed();
    const cancel = await call(sales.server, 'PUT', `/sales/public/v1/subscription/${s.id}/cancel`, {
      token: s.token,
      body: { reason: 'Precio', reasonCode: '1' },
    });
    expect(cancel.body).toEqual({ subscriptionID: s.id });
    let [row] = await db().select().from(salesSubscriptions).where(eq(salesSubscriptions.id, s.id));
    expect([row.status, row.cancelReason]).toEqual([3, 'Precio']);
    expect(
      (await call(sales.server, 'GET', '/sales/public/v1/subscription/allactive', { token: s.token })).body[0].statusID,
    ).toBe(3);
    expect(
      (await call(sales.server, 'PUT', `/sales/public/v1/subscription/${s.id}/cancel`, { token: s.token, body: {} }))
        .body.code,
    ).toBe('300059');
    expect(
      (await call(sales.server, 'PUT', `/sales/public/v1/subscription/${s.id}/rescue`, { token: s.token, body: {} }))
        .body,
    ).toEqual({ subscriptionID: s.id });
    [row] = await db().select().from(salesSubscriptions).where(eq(salesSubscriptions.id, s.id));
    expect(row.status).toBe(1);
    expect(
      (await call(sales.server, 'PUT', `/sales/public/v1/subscription/${s.id}/rescue`, { token: s.token, body: {} }))
        .body.code,
    ).toBe('330060');
  });

  it("refuses to cancel or rescue someone else's subscription (330061, 330062)", async () => {
    const s = await subscribed();
    const other = await reader();
    const cancel = await call(sales.server, 'PUT', `/sales/public/v1/subscription/${s.id}/cancel`, {
      token: other.token,
      body: {},
    });
    expect([cancel.status, cancel.body.code]).toEqual([403, '330061']);
    expect(
      (
        await call(sales.server, 'PUT', `/sales/public/v1/subscription/${s.id}/rescue`, {
          token: other.token,
          body: {},
        })
      ).body.code,
    ).toBe('330062');
    expect(
      (await call(sales.server, 'PUT', '/sales/public/v1/subscription/abc/cancel', { token: other.token, body: {} }))
        .body.code,
    ).toBe('330061');
    const [row] = await db().select().from(salesSubscriptions).where(eq(salesSubscriptions.id, s.id));
    expect(row.status).toBe(1);
  });

  it('order history pages by pageSize and start and filters by status; detail shows one order', async () => {
    const s = await subscribed();
    // A reader holds one open order at a time: earlier, cancelled ones fill the history.
    for (let i = 0; i < 11; i++)
      await db()
        .insert(salesOrders)
        .values({
          orderNumber: `HIST${i}${s.id}`,
          site: 'semana',
          userId: s.uuid,
          status: 'Cancelled',
          items: [],
          total: 199000,
          currency: 'COP',
          customer: { email: s.email },
          createdAt: new Date(Date.now() - (i + 1) * 60_000),
        });
    const page = await call(sales.server, 'GET', '/sales/public/v1/order/history', { token: s.token });
    expect(page.body).toMatchObject({ start: 0, totalCount: 12 });
    expect(page.body.orders).toHaveLength(10);
    const rest = await call(sales.server, 'GET', '/sales/public/v1/order/history?pageSize=5&start=10', {
      token: s.token,
    });
    expect(rest.body.orders).toHaveLength(2);
    const paid = await call(sales.server, 'GET', '/sales/public/v1/order/history?status=Paid', { token: s.token });
    expect(paid.body.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([s.orderNumber]);
    expect(
      (await call(sales.server, 'GET', '/sales/public/v1/order/history?pageSize=0', { token: s.token })).status,
    ).toBe(400);
    const detail = await call(sales.server, 'GET', `/sales/public/v1/order/detail/${s.orderNumber}`, {
      token: s.token,
    });
    expect(detail.body).toMatchObject({
      orderNumber: s.orderNumber,
      items: [expect.objectContaining({ sku: 'PLAN-DIGITAL-ANUAL' })],
      payments: [expect.objectContaining({ status: 'paid' })],
    });
    const other = await reader();
    expect(
      (await call(sales.server, 'GET', `/sales/public/v1/order/detail/${s.orderNumber}`, { token: other.token }))
        .status,
    ).toBe(404);
  });
});
