import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { salesOrders, salesPayments } from '../../server/db/schema-sales';
import { testPaymentCharges } from '../../server/db/schema-payments';
import { ProviderUnavailable, type ChargeRequest } from '../../server/accounts/sales/payment-provider';
import { TEST_CARDS, type TestPaymentProvider } from '../../server/accounts/sales/test-provider';
import { newReader } from './readers';
import { call, startAccountsServer, type AccountsServer } from './storage';

/**
 * Payments whose answer was lost (issue 24, item 4): the order stays Processing after a finalise call that never
 * recorded its charge; the reconciliation asks the provider by idempotency key and settles it, charged at most once.
 * The provider call is held here (controlled clock); tests/connection-loss/payment-cut.test.ts cuts a real link.
 */
let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server?.close());
afterEach(() => server.controls.setClock(undefined));

const S = '/sales/public/v1';
const db = () => server.database.db;
const provider = () => server.controls.provider as TestPaymentProvider;
const orderRow = async (orderNumber: string) =>
  (await db().select().from(salesOrders).where(eq(salesOrders.orderNumber, orderNumber)))[0];
const paymentsOf = async (orderNumber: string) =>
  (await db().select().from(salesPayments).where(eq(salesPayments.orderNumber, orderNumber))).map((p) => p.status);
const chargesOf = async (orderNumber: string) =>
  (await db().select().from(testPaymentCharges).where(eq(testPaymentCharges.orderNumber, orderNumber))).map(
    (c) => c.outcome,
  );
/** A moment past the reconciliation's wait, measured from when the order was claimed. */
const pastTheWait = async (orderNumber: string) => {
  const claimedAt = (await orderRow(orderNumber)).updatedAt.getTime();
  server.controls.setClock(() => new Date(claimedAt + server.controls.settings.reconcile.afterMs + 1000));
};

async function order(token: string) {
  await call(server, 'POST', `${S}/cart/item`, { token, body: { items: [{ sku: 'PLAN-DIGITAL-ANUAL' }] } });
  return (await call(server, 'POST', `${S}/checkout/order`, { token, body: {} })).body.orderNumber as string;
}

/**
 * Starts a finalise whose provider call waits for `release` (`chargeFirst`: after the provider charged). Answers
 * once the order is Processing.
 */
async function heldFinalise(token: string, orderNumber: string, chargeFirst: boolean) {
  const p = provider();
  const charge = p.charge.bind(p);
  let release: (fail?: boolean) => void = () => undefined;
  const held = new Promise<boolean | undefined>((resolve) => (release = resolve));
  p.charge = async (request: ChargeRequest) => {
    const result = chargeFirst ? await charge(request) : undefined;
    if (await held) throw new ProviderUnavailable('held call ended');
    return result ?? charge(request);
  };
  const answer = call(server, 'PUT', `${S}/checkout/order/${orderNumber}/payment/1`, {
    token,
    body: { token: TEST_CARDS.success },
  });
  while ((await orderRow(orderNumber)).status !== 'Processing') await new Promise((r) => setTimeout(r, 20));
  if (chargeFirst) while ((await chargesOf(orderNumber)).length === 0) await new Promise((r) => setTimeout(r, 20));
  return {
    answer,
    release: (fail?: boolean) => {
      release(fail);
      p.charge = charge;
    },
  };
}

describe('reconciling payments whose answer was lost', () => {
  it('charged, never recorded: Paid with its subscription, one charge; the late answer changes nothing', async () => {
    const { token } = await newReader(server);
    const orderNumber = await order(token);
    const held = await heldFinalise(token, orderNumber, true);
    try {
      expect(await server.controls.reconcilePayments()).not.toContain(orderNumber); // still within its time
      await pastTheWait(orderNumber);
      expect(await server.controls.reconcilePayments()).toEqual([orderNumber]);
      expect((await orderRow(orderNumber)).status).toBe('Paid');
      expect(await paymentsOf(orderNumber)).toEqual(['paid']);
      server.controls.setClock(undefined);
      const active = await call(server, 'GET', `${S}/subscription/allactive`, { token });
      expect(active.body).toHaveLength(1);
    } finally {
      held.release();
    }
    await held.answer;
    expect((await orderRow(orderNumber)).status).toBe('Paid');
    expect(await paymentsOf(orderNumber)).toEqual(['paid']);
    expect(await chargesOf(orderNumber)).toEqual(['paid']);
  });

  it('never reached the provider: the attempt failed, the order payable again, and paid once after', async () => {
    const { token } = await newReader(server);
    const orderNumber = await order(token);
    const held = await heldFinalise(token, orderNumber, false);
    try {
      await pastTheWait(orderNumber);
      expect(await server.controls.reconcilePayments()).toEqual([orderNumber]);
      expect((await orderRow(orderNumber)).status).toBe('Pending');
      expect(await paymentsOf(orderNumber)).toEqual(['failed']);
      expect(await chargesOf(orderNumber)).toEqual([]);
    } finally {
      held.release(true); // the held call ends as a provider failure: nothing charged
    }
    expect((await held.answer).status).toBe(502);
    server.controls.setClock(undefined);
    const paid = await call(server, 'PUT', `${S}/checkout/order/${orderNumber}/payment/1`, {
      token,
      body: { token: TEST_CARDS.success },
    });
    expect([paid.status, paid.body.status]).toEqual([200, 'Paid']);
    expect(await chargesOf(orderNumber)).toEqual(['paid']);
  });

  it('a provider that cannot answer leaves the order Processing, its age intact for the 30-minute sweep', async () => {
    const { token } = await newReader(server);
    const orderNumber = await order(token);
    const held = await heldFinalise(token, orderNumber, false);
    const p = provider();
    const outcome = p.chargeOutcome.bind(p);
    p.chargeOutcome = () => Promise.reject(new ProviderUnavailable('down'));
    try {
      const claimedAt = (await orderRow(orderNumber)).updatedAt.getTime();
      await pastTheWait(orderNumber);
      expect(await server.controls.reconcilePayments()).toEqual([]);
      const row = await orderRow(orderNumber);
      expect([row.status, row.updatedAt.getTime()]).toEqual(['Processing', claimedAt]);
    } finally {
      p.chargeOutcome = outcome;
      held.release(true);
    }
    await held.answer;
  });
});
