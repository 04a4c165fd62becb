import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { salesOrders, salesPayments, salesSubscriptions } from '../../server/db/schema-sales';
import { TEST_CARDS } from '../../server/accounts/sales/test-provider';
import { newSubscriber } from './readers';
import { call, startAccountsServer, type AccountsServer } from './storage';

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server?.close());
afterEach(() => server.controls.setClock(undefined));

const DAY = 86_400_000;
const db = () => server.database.db;
/** A reader with a paid annual subscription; answers its row and the reader's token. */
async function subscription() {
  const s = await newSubscriber(server);
  return { ...s.subscription, token: s.token };
}

const row = async (id: number) =>
  (await db().select().from(salesSubscriptions).where(eq(salesSubscriptions.id, id)))[0];
const at = (date: Date) => server.controls.setClock(() => date);

describe('renewal job (controlled clock)', () => {
  it('does nothing before the period ends', async () => {
    const sub = await subscription();
    at(new Date(sub.currentPeriodEnd.getTime() - DAY));
    const report = await server.controls.runRenewals();
    expect(report.renewed).not.toContain(sub.id);
    expect((await row(sub.id)).currentPeriodEnd).toEqual(sub.currentPeriodEnd);
  });

  it('charges the stored card at period end: a paid renewal order, the next year, status 1', async () => {
    const sub = await subscription();
    at(new Date(sub.currentPeriodEnd.getTime() + 60_000));
    expect((await server.controls.runRenewals()).renewed).toContain(sub.id);
    const after = await row(sub.id);
    expect(after.status).toBe(1);
    expect(after.currentPeriodStart).toEqual(sub.currentPeriodEnd);
    expect(after.currentPeriodEnd.getTime() - sub.currentPeriodEnd.getTime()).toBeGreaterThanOrEqual(365 * DAY);
    const orders = await db().select().from(salesOrders).where(eq(salesOrders.subscriptionId, sub.id));
    expect(orders.map((o) => [o.status, o.total])).toEqual([
      ['Paid', 199000],
      ['Paid', 199000],
    ]);
    const renewalOrder = orders.find((o) => o.orderNumber !== sub.orderNumber)!;
    const payments = await db()
      .select()
      .from(salesPayments)
      .where(eq(salesPayments.orderNumber, renewalOrder.orderNumber));
    expect(payments.map((p) => p.status)).toEqual(['paid']);
    // A second run at the same moment charges nothing more.
    expect((await server.controls.runRenewals()).renewed).not.toContain(sub.id);
  });

  it('a declined renewal: status 4 with retries after 1, 3 and 7 days, then terminated (2)', async () => {
    const sub = await subscription();
    await db()
      .update(salesSubscriptions)
      .set({ paymentToken: `test-card-${TEST_CARDS.declined}` })
      .where(eq(salesSubscriptions.id, sub.id));
    const end = sub.currentPeriodEnd.getTime();
    const statuses: number[] = [];
    for (const day of [0, 1, 3, 7]) {
      at(new Date(end + day * DAY + 60_000));
      await server.controls.runRenewals();
      statuses.push((await row(sub.id)).status);
    }
    expect(statuses).toEqual([4, 4, 4, 2]);
    server.controls.setClock(undefined); // the reader's access token is from today
    const active = await call(server, 'GET', '/sales/public/v1/subscription/allactive', { token: sub.token });
    expect(active.body).toEqual([]);
  });

  it('a grace-period retry that succeeds brings the subscription back to 1', async () => {
    const sub = await subscription();
    await db()
      .update(salesSubscriptions)
      .set({ paymentToken: `test-card-${TEST_CARDS.declined}` })
      .where(eq(salesSubscriptions.id, sub.id));
    const end = sub.currentPeriodEnd.getTime();
    at(new Date(end + 60_000));
    await server.controls.runRenewals();
    expect((await row(sub.id)).status).toBe(4);
    await db()
      .update(salesSubscriptions)
      .set({ paymentToken: `test-card-${TEST_CARDS.success}` })
      .where(eq(salesSubscriptions.id, sub.id));
    at(new Date(end + DAY + 60_000));
    await server.controls.runRenewals();
    expect((await row(sub.id)).status).toBe(1);
  });

  it('a cancelled subscription stays readable (3) until the period end, then terminates (2) without a charge', async () => {
    const sub = await subscription();
    await call(server, 'PUT', `/sales/public/v1/subscription/${sub.id}/cancel`, {
      token: sub.token,
      body: { reason: 'Precio' },
    });
    at(new Date(sub.currentPeriodEnd.getTime() - 60_000));
    await server.controls.runRenewals();
    expect((await row(sub.id)).status).toBe(3);
    at(new Date(sub.currentPeriodEnd.getTime() + 60_000));
    expect((await server.controls.runRenewals()).terminated).toContain(sub.id);
    expect((await row(sub.id)).status).toBe(2);
    expect(await db().select().from(salesOrders).where(eq(salesOrders.subscriptionId, sub.id))).toHaveLength(1);
  });
});
