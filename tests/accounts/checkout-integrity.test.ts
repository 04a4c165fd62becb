import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { salesOrders, salesSubscriptions } from '../../server/db/schema-sales';
import { TEST_CARDS, type TestPaymentProvider } from '../../server/accounts/sales/test-provider';
import { createApp } from '../../server/app';
import { answerChallenge, newReader, newSubscriber } from './readers';
import { call, startAccountsServer, type AccountsServer } from './storage';

let server: AccountsServer;
beforeAll(async () => {
  // One signing secret, so a second app on the same database accepts this server's sessions.
  vi.stubEnv('JWT_SECRET', 'checkout-integrity-secret-of-32-characters');
  server = await startAccountsServer();
});
afterAll(async () => {
  await server?.close();
  vi.unstubAllEnvs();
});

const db = () => server.database.db;
const provider = () => server.controls.provider as TestPaymentProvider;
const STORE = '/suscripciones-online/?offerId=466';

async function openOrder(token: string) {
  await call(server, 'POST', '/sales/public/v1/cart/item', { token, body: { items: [{ sku: 'PLAN-DIGITAL-ANUAL' }] } });
  const order = await call(server, 'POST', '/sales/public/v1/checkout/order', { token, body: {} });
  return order.body.orderNumber as string;
}
const pay = (token: string, orderNumber: string, card: string, extra: Record<string, unknown> = {}) =>
  call(server, 'PUT', `/sales/public/v1/checkout/order/${orderNumber}/payment/1`, {
    token,
    body: { token: card, ...extra },
  });
const finish3ds = (token: string, orderNumber: string, body: Record<string, unknown> = {}) =>
  call(server, 'PUT', `/sales/public/v1/checkout/3ds/order/${orderNumber}/payment/1`, { token, body });
const subscriptionOf = async (orderNumber: string) =>
  (await db().select().from(salesSubscriptions).where(eq(salesSubscriptions.orderNumber, orderNumber)))[0];
const orderRow = async (orderNumber: string) =>
  (await db().select().from(salesOrders).where(eq(salesOrders.orderNumber, orderNumber)))[0];

describe('the test provider takes only its test cards', () => {
  it.each(['1234', 'not-a-card', '5555555555554444', '4111111111111111'])('%s is declined (300170)', async (card) => {
    const r = await newReader(server);
    const orderNumber = await openOrder(r.token);
    const before = provider().charges.length;
    const res = await pay(r.token, orderNumber, card);
    expect([res.status, res.body.code]).toEqual([402, '300170']);
    expect(provider().charges.length).toBe(before);
    expect((await orderRow(orderNumber)).status).toBe('Pending');
    expect(await subscriptionOf(orderNumber)).toBeUndefined();
  });
});

describe('3-D Secure is decided on the provider page, never by the client', () => {
  it('SPREEDLY_SUCCEEDED and token "approved" complete nothing; approving on the page does', async () => {
    const r = await newReader(server);
    const orderNumber = await openOrder(r.token);
    const first = await pay(r.token, orderNumber, TEST_CARDS.requires3ds, { returnPath: STORE });
    const redirectUrl = first.body.threeDSecure.redirectUrl as string;
    for (const body of [
      { SPREEDLY_SUCCEEDED: true },
      { token: 'approved' },
      { token: 'approved', SPREEDLY_SUCCEEDED: true },
    ]) {
      const res = await finish3ds(r.token, orderNumber, body);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ orderNumber, status: 'Pending3DS', threeDSecure: { redirectUrl } });
    }
    expect((await subscriptionOf(orderNumber)).status).toBe(5);

    const challenge = await fetch(server.url + redirectUrl);
    const html = await challenge.text();
    expect(html).toContain('lang="es"');
    expect(html).toContain('>Aprobar</button>');
    expect(html).toContain('>Rechazar</button>');
    const approved = await answerChallenge(server, redirectUrl, 'approve');
    expect([approved.status, approved.headers.get('location')]).toEqual([303, STORE]);
    // An answer is final: the page takes no second one.
    expect((await answerChallenge(server, redirectUrl, 'decline')).status).toBe(409);

    const before = provider().charges.length;
    const done = await finish3ds(r.token, orderNumber, { SPREEDLY_SUCCEEDED: false });
    expect(done.body).toMatchObject({ orderNumber, status: 'Paid' });
    expect(provider().charges.length - before).toBe(1);
    expect((await subscriptionOf(orderNumber)).status).toBe(1);
  });

  it('a declined challenge fails clearly, ends the pending subscription and leaves the order payable', async () => {
    const r = await newReader(server);
    const orderNumber = await openOrder(r.token);
    const first = await pay(r.token, orderNumber, TEST_CARDS.requires3ds);
    await answerChallenge(server, first.body.threeDSecure.redirectUrl, 'decline');
    const res = await finish3ds(r.token, orderNumber, { SPREEDLY_SUCCEEDED: true });
    expect([res.status, res.body.code]).toEqual([402, '300170']);
    expect((await orderRow(orderNumber)).status).toBe('Pending');
    expect((await subscriptionOf(orderNumber)).status).toBe(2);
    expect((await pay(r.token, orderNumber, TEST_CARDS.success)).body.status).toBe('Paid');
    expect((await subscriptionOf(orderNumber)).status).toBe(1);
  });

  it('the answer lives in the database: another process (or a restart) finalises what this one recorded', async () => {
    const r = await newReader(server);
    const orderNumber = await openOrder(r.token);
    const first = await pay(r.token, orderNumber, TEST_CARDS.requires3ds);
    await answerChallenge(server, first.body.threeDSecure.redirectUrl, 'approve');
    // A second app on the same database: nothing of the first one's memory.
    const { app } = await createApp({ database: server.database, log: pino({ level: 'silent' }) });
    const other: Server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
      const done = await call({ url }, 'PUT', `/sales/public/v1/checkout/3ds/order/${orderNumber}/payment/1`, {
        token: r.token,
        body: {},
      });
      expect(done.body).toMatchObject({ orderNumber, status: 'Paid' });
    } finally {
      other.closeAllConnections();
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });
});

describe('production refuses the test provider unless allowed', () => {
  it('createApp throws without ALLOW_TEST_PAYMENTS and starts with it', async () => {
    try {
      const log = pino({ level: 'silent' });
      await expect(createApp({ database: server.database, log, production: true })).rejects.toThrow(
        /ALLOW_TEST_PAYMENTS/,
      );
      vi.stubEnv('ALLOW_TEST_PAYMENTS', '1');
      await expect(createApp({ database: server.database, log, production: true })).resolves.toBeDefined();
    } finally {
      vi.stubEnv('ALLOW_TEST_PAYMENTS', '');
    }
  });
});

describe('one open order per reader and site', () => {
  it('a second order call answers the same order, with the plan the cart holds now', async () => {
    const r = await newReader(server);
    const first = await openOrder(r.token);
    await call(server, 'POST', '/sales/public/v1/cart/item', {
      token: r.token,
      body: { items: [{ sku: 'PLAN-DIGITAL-ANUAL-PROMO' }] },
    });
    const again = await call(server, 'POST', '/sales/public/v1/checkout/order', { token: r.token, body: {} });
    expect([again.status, again.body.orderNumber, again.body.total]).toEqual([200, first, 129000]);
    const orders = await db().select().from(salesOrders).where(eq(salesOrders.userId, r.uuid));
    expect(orders).toHaveLength(1);
  });

  it('10 parallel order calls for one cart make one order, paid once', async () => {
    const r = await newReader(server);
    await call(server, 'POST', '/sales/public/v1/cart/item', {
      token: r.token,
      body: { items: [{ sku: 'PLAN-DIGITAL-ANUAL' }] },
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(server, 'POST', '/sales/public/v1/checkout/order', { token: r.token, body: {} }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(9);
    expect(new Set(answers.map((a) => a.body.orderNumber)).size).toBe(1);
    const orders = await db().select().from(salesOrders).where(eq(salesOrders.userId, r.uuid));
    expect(orders).toHaveLength(1);
    const before = provider().charges.length;
    const paid = await Promise.all(answers.map((a) => pay(r.token, a.body.orderNumber, TEST_CARDS.success)));
    expect(paid.filter((p) => p.status === 200)).toHaveLength(1);
    expect(provider().charges.length - before).toBe(1);
  });
});

describe('one plan per reader and site', () => {
  it('a subscriber gets 409 ALREADY_SUBSCRIBED adding to the cart, ordering and paying', async () => {
    const s = await newSubscriber(server);
    const add = await call(server, 'POST', '/sales/public/v1/cart/item', {
      token: s.token,
      body: { items: [{ sku: 'PLAN-DIGITAL-ANUAL-PROMO' }] },
    });
    expect([add.status, add.body.code]).toEqual([409, 'ALREADY_SUBSCRIBED']);
    expect(add.body.message).toBe('Ya tienes una suscripción en este sitio: la encuentras en Mis suscripciones.');
    // An order opened before the plan was bought (another tab) cannot be paid either.
    await db().update(salesSubscriptions).set({ status: 2 }).where(eq(salesSubscriptions.id, s.subscription.id));
    const orderNumber = await openOrder(s.token);
    await db().update(salesSubscriptions).set({ status: 4 }).where(eq(salesSubscriptions.id, s.subscription.id));
    const before = provider().charges.length;
    const res = await pay(s.token, orderNumber, TEST_CARDS.success);
    expect([res.status, res.body.code]).toEqual([409, 'ALREADY_SUBSCRIBED']);
    expect(provider().charges.length).toBe(before);
    expect((await orderRow(orderNumber)).status).toBe('Pending');
  });

  it('a reader waiting for 3-D Secure (status 5) cannot start a second purchase', async () => {
    const r = await newReader(server);
    const orderNumber = await openOrder(r.token);
    await pay(r.token, orderNumber, TEST_CARDS.requires3ds);
    const add = await call(server, 'POST', '/sales/public/v1/cart/item', {
      token: r.token,
      body: { items: [{ sku: 'PLAN-DIGITAL-ANUAL-PROMO' }] },
    });
    expect([add.status, add.body.code]).toEqual([409, 'ALREADY_SUBSCRIBED']);
  });

  it('the database holds the rule: a second held plan cannot be stored; a shared one can', async () => {
    const s = await newSubscriber(server);
    const row = { ...s.subscription, id: undefined, orderNumber: `DUP-${s.subscription.id}` };
    await expect(db().insert(salesSubscriptions).values(row)).rejects.toThrow();
    await db()
      .insert(salesSubscriptions)
      .values({ ...row, paymentPartner: 'Shared', orderNumber: `share-x-${s.subscription.id}` });
    const held = await db()
      .select()
      .from(salesSubscriptions)
      .where(and(eq(salesSubscriptions.userId, s.uuid), eq(salesSubscriptions.status, 1)));
    expect(held).toHaveLength(2);
  });

  it('a rescue that would make a second held plan answers 409, not a crash', async () => {
    const s = await newSubscriber(server);
    await db().update(salesSubscriptions).set({ status: 3 }).where(eq(salesSubscriptions.id, s.subscription.id));
    const second = await openOrder(s.token);
    expect((await pay(s.token, second, TEST_CARDS.success)).body.status).toBe('Paid');
    const rescue = await call(server, 'PUT', `/sales/public/v1/subscription/${s.subscription.id}/rescue`, {
      token: s.token,
      body: {},
    });
    expect([rescue.status, rescue.body.code]).toEqual([409, 'ALREADY_SUBSCRIBED']);
  });
});
