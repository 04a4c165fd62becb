import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { salesCarts, salesOrders, salesPayments, salesSubscriptions } from '../../server/db/schema-sales';
import { TEST_CARDS, type TestPaymentProvider } from '../../server/accounts/sales/test-provider';
import { answerChallenge } from './readers';
import { call, startAccountsServer, type AccountsServer } from './storage';

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server?.close());

const db = () => server.database.db;
const provider = () => server.controls.provider as TestPaymentProvider;
let n = 0;

async function reader() {
  const email = `suscriptora${++n}.${Date.now()}@semana.com`;
  const res = await call(server, 'POST', '/identity/public/v1/signup', {
    body: { identity: { userName: email, credentials: 'Clave1234' }, profile: { firstName: 'Ana', email } },
  });
  return { uuid: res.body.uuid as string, token: res.body.accessToken as string, email };
}

async function orderFor(token: string, sku = 'PLAN-DIGITAL-ANUAL') {
  await call(server, 'POST', '/sales/public/v1/cart/item', {
    token,
    body: { items: [{ sku, quantity: 1 }], billingAddress: { country: 'CO' } },
  });
  const order = await call(server, 'POST', '/sales/public/v1/checkout/order', {
    token,
    body: { email: 'a@semana.com', firstName: 'Ana' },
  });
  expect(order.status).toBe(201);
  return order.body.orderNumber as string;
}

const finalize = (token: string, orderNumber: string, card: string) =>
  call(server, 'PUT', `/sales/public/v1/checkout/order/${orderNumber}/payment/1`, {
    token,
    body: { token: card, 'recaptcha-token': 'r' },
  });

describe('GET /sales/public/v1/config and the catalogue', () => {
  it('tells whether checkout needs a captcha', async () => {
    expect((await call(server, 'GET', '/sales/public/v1/config')).body).toMatchObject({
      checkoutRecaptchaEnabled: false,
    });
  });
});

describe('cart', () => {
  it('adds the annual plan at 199.000 pesos for a reader and saves it', async () => {
    const r = await reader();
    const res = await call(server, 'POST', '/sales/public/v1/cart/item', {
      token: r.token,
      body: { items: [{ sku: 'PLAN-DIGITAL-ANUAL', quantity: 1 }] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      items: [{ sku: 'PLAN-DIGITAL-ANUAL', price: 199000, quantity: 1 }],
      total: 199000,
      currency: 'COP',
    });
    const [row] = await db()
      .select()
      .from(salesCarts)
      .where(eq(salesCarts.id, `user:${r.uuid}`));
    expect(row.items[0].sku).toBe('PLAN-DIGITAL-ANUAL');
  });

  it('replaces the plan with the 129.000 promotion (one subscription per cart)', async () => {
    const r = await reader();
    await call(server, 'POST', '/sales/public/v1/cart/item', {
      token: r.token,
      body: { items: [{ sku: 'PLAN-DIGITAL-ANUAL' }] },
    });
    const res = await call(server, 'POST', '/sales/public/v1/cart/item', {
      token: r.token,
      body: { items: [{ sku: 'PLAN-DIGITAL-ANUAL-PROMO' }] },
    });
    expect(res.body.items).toHaveLength(1);
    expect(res.body.total).toBe(129000);
  });

  it('keeps an anonymous cart by its HttpOnly cookie', async () => {
    const add = await call(server, 'POST', '/sales/public/v1/cart/item', {
      body: { items: [{ sku: 'PLAN-DIGITAL-ANUAL', quantity: 1 }], billingAddress: { country: 'CO' } },
    });
    const cookie = add.headers.getSetCookie()[0];
    expect(cookie).toMatch(/^sales_cart=.*HttpOnly/);
    const jar = { Cookie: cookie.split(';')[0] };
    expect((await call(server, 'GET', '/sales/public/v1/cart', { headers: jar })).body.items).toHaveLength(1);
    expect((await call(server, 'GET', '/sales/public/v1/cart')).body.items).toEqual([]);
    expect(
      (await call(server, 'DELETE', '/sales/public/v1/cart/item/PLAN-DIGITAL-ANUAL', { headers: jar })).body.items,
    ).toEqual([]);
  });

  it('refuses unknown skus, bad quantities and a missing body', async () => {
    const r = await reader();
    const bodies = [
      { items: [{ sku: 'NO-EXISTE' }] },
      { items: [{ sku: 'PLAN-DIGITAL-ANUAL', quantity: 3 }] },
      {},
      { items: [] },
    ];
    const codes = [];
    for (const body of bodies)
      codes.push((await call(server, 'POST', '/sales/public/v1/cart/item', { token: r.token, body })).body.code);
    expect(codes).toEqual(['SKU_NOT_FOUND', 'INVALID_REQUEST', 'INVALID_REQUEST', 'INVALID_REQUEST']);
    expect(
      await db()
        .select()
        .from(salesCarts)
        .where(eq(salesCarts.id, `user:${r.uuid}`)),
    ).toEqual([]);
  });

  it('clears the cart', async () => {
    const r = await reader();
    await call(server, 'POST', '/sales/public/v1/cart/item', {
      token: r.token,
      body: { items: [{ sku: 'PLAN-DIGITAL-ANUAL' }] },
    });
    expect((await call(server, 'DELETE', '/sales/public/v1/cart/clear', { token: r.token })).body).toMatchObject({
      items: [],
      total: 0,
    });
  });
});

describe('checkout', () => {
  it('creates an order from the cart and empties the cart; needs a reader and a filled cart', async () => {
    const r = await reader();
    const orderNumber = await orderFor(r.token);
    const [order] = await db().select().from(salesOrders).where(eq(salesOrders.orderNumber, orderNumber));
    expect(order).toMatchObject({ status: 'Pending', total: 199000, userId: r.uuid });
    expect((await call(server, 'GET', '/sales/public/v1/cart', { token: r.token })).body.items).toEqual([]);
    // While it is open, the order call answers that same order (one open order per reader and site).
    const again = await call(server, 'POST', '/sales/public/v1/checkout/order', { token: r.token, body: {} });
    expect([again.status, again.body.orderNumber]).toEqual([200, orderNumber]);
    const fresh = await reader();
    expect(
      (await call(server, 'POST', '/sales/public/v1/checkout/order', { token: fresh.token, body: {} })).body.code,
    ).toBe('CART_EMPTY');
    expect((await call(server, 'POST', '/sales/public/v1/checkout/order', { body: {} })).status).toBe(401);
    expect(
      (await call(server, 'POST', '/sales/public/v1/checkout/order', { token: r.token, body: { phone: '123' } })).body
        .code,
    ).toBe('300071');
  });

  it('lists the payment options and initialises a payment', async () => {
    const r = await reader();
    const orderNumber = await orderFor(r.token);
    const options = await call(server, 'GET', '/sales/public/v1/checkout/payment/options');
    expect(options.body).toEqual([expect.objectContaining({ paymentMethodID: 1 })]);
    const init = await call(server, 'GET', `/sales/public/v1/checkout/order/${orderNumber}/payment/1`, {
      token: r.token,
    });
    expect(init.body).toMatchObject({ orderNumber, paymentMethodID: 1 });
    expect(
      (await call(server, 'GET', `/sales/public/v1/checkout/order/${orderNumber}/payment/9`, { token: r.token }))
        .status,
    ).toBe(400);
    const other = await reader();
    expect(
      (await call(server, 'GET', `/sales/public/v1/checkout/order/${orderNumber}/payment/1`, { token: other.token }))
        .status,
    ).toBe(404);
  });

  it('pays with the success card: order Paid, one paid payment, an active subscription for a year', async () => {
    const r = await reader();
    const orderNumber = await orderFor(r.token);
    const res = await finalize(r.token, orderNumber, TEST_CARDS.success);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ orderNumber, status: 'Paid' });
    const payments = await db().select().from(salesPayments).where(eq(salesPayments.orderNumber, orderNumber));
    expect(payments.map((p) => [p.status, p.amount, p.lastFour])).toEqual([['paid', 199000, '4242']]);
    const [sub] = await db().select().from(salesSubscriptions).where(eq(salesSubscriptions.orderNumber, orderNumber));
    expect(sub).toMatchObject({ status: 1, sku: 'PLAN-DIGITAL-ANUAL', userId: r.uuid });
    const days = (sub.currentPeriodEnd.getTime() - sub.currentPeriodStart.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(365);
    expect((await finalize(r.token, orderNumber, TEST_CARDS.success)).body.code).toBe('ORDER_ALREADY_PAID');
  });

  it('answers 300170 to a declined card, keeps the order payable and creates no subscription', async () => {
    const r = await reader();
    const orderNumber = await orderFor(r.token);
    const res = await finalize(r.token, orderNumber, TEST_CARDS.declined);
    expect([res.status, res.body.code]).toEqual([402, '300170']);
    const [order] = await db().select().from(salesOrders).where(eq(salesOrders.orderNumber, orderNumber));
    expect(order.status).toBe('Pending');
    expect(await db().select().from(salesSubscriptions).where(eq(salesSubscriptions.orderNumber, orderNumber))).toEqual(
      [],
    );
    expect((await finalize(r.token, orderNumber, TEST_CARDS.success)).body.status).toBe('Paid');
  });

  it('answers 502 30167a on a network failure and lets the reader retry', async () => {
    const r = await reader();
    const orderNumber = await orderFor(r.token);
    const res = await finalize(r.token, orderNumber, TEST_CARDS.networkFailure);
    expect([res.status, res.body.code]).toEqual([502, '30167a']);
    const payments = await db().select().from(salesPayments).where(eq(salesPayments.orderNumber, orderNumber));
    expect(payments.map((p) => p.status)).toEqual(['failed']);
    expect((await finalize(r.token, orderNumber, TEST_CARDS.success)).status).toBe(200);
  });

  it('3-D Secure: payment pending (status 5) until the 3DS call completes it (status 1)', async () => {
    const r = await reader();
    const orderNumber = await orderFor(r.token);
    const first = await finalize(r.token, orderNumber, TEST_CARDS.requires3ds);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      orderNumber,
      status: 'Pending3DS',
      threeDSecure: { redirectUrl: expect.any(String) },
    });
    const [pending] = await db()
      .select()
      .from(salesSubscriptions)
      .where(eq(salesSubscriptions.orderNumber, orderNumber));
    expect(pending.status).toBe(5);
    // The reader approves on the provider's own page; the 3DS call then reads that answer.
    expect((await answerChallenge(server, first.body.threeDSecure.redirectUrl, 'approve')).status).toBe(200);
    const done = await call(server, 'PUT', `/sales/public/v1/checkout/3ds/order/${orderNumber}/payment/1`, {
      token: r.token,
      body: { token: 'tok' },
    });
    expect(done.body).toMatchObject({ orderNumber, status: 'Paid' });
    const [active] = await db()
      .select()
      .from(salesSubscriptions)
      .where(eq(salesSubscriptions.orderNumber, orderNumber));
    expect(active.status).toBe(1);
  });

  it('20 parallel finalise calls on one order charge once; the others get 409', async () => {
    const r = await reader();
    const orderNumber = await orderFor(r.token);
    const before = provider().charges.length;
    // The provider's answer is held until the other 19 calls have answered, so they all overlap the charge
    // (deterministic on PGlite and PostgreSQL alike, whatever the machine's load).
    const charge = provider().charge.bind(provider());
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    provider().charge = async (request) => {
      await held;
      return charge(request);
    };
    let answers: Awaited<ReturnType<typeof finalize>>[];
    try {
      const calls = Array.from({ length: 20 }, () => finalize(r.token, orderNumber, TEST_CARDS.success));
      let answered = 0;
      for (const c of calls) void c.then(() => answered++);
      while (answered < 19) await new Promise((resolve) => setTimeout(resolve, 20));
      release();
      answers = await Promise.all(calls);
    } finally {
      release();
      provider().charge = charge;
    }
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(409);
      expect(['PAYMENT_IN_PROGRESS', 'ORDER_ALREADY_PAID']).toContain(a.body.code);
    }
    // Calls that overlap the first one's charge are told so in the SDK's words.
    const busy = answers.filter((a) => a.body.code === 'PAYMENT_IN_PROGRESS');
    expect(busy).toHaveLength(19);
    for (const a of busy)
      expect(a.body.message).toBe('finalizePayment cannot be called until the previous to finalizePayment completes');
    expect(provider().charges.length - before).toBe(1);
    const payments = await db().select().from(salesPayments).where(eq(salesPayments.orderNumber, orderNumber));
    expect(payments.filter((p) => p.status === 'paid')).toHaveLength(1);
    expect(
      await db().select().from(salesSubscriptions).where(eq(salesSubscriptions.orderNumber, orderNumber)),
    ).toHaveLength(1);
  });

  it('enforces the checkout captcha when enabled (130001)', async () => {
    const r = await reader();
    await call(server, 'POST', '/sales/public/v1/cart/item', {
      token: r.token,
      body: { items: [{ sku: 'PLAN-DIGITAL-ANUAL' }] },
    });
    server.controls.settings.recaptcha.checkout = true;
    try {
      const res = await call(server, 'POST', '/sales/public/v1/checkout/order', { token: r.token, body: {} });
      expect(res.body).toEqual({ code: '130001', message: 'Captcha token invalid' });
    } finally {
      server.controls.settings.recaptcha.checkout = false;
    }
  });
});

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
    const active = await call(server, 'GET', '/sales/public/v1/subscription/allactive', { token: s.token });
    expect(active.body).toEqual([
      expect.objectContaining({
        subscriptionID: s.id,
        sku: 'PLAN-DIGITAL-ANUAL',
        statusID: 1,
        billingAddress: { country: 'CO' },
        paymentMethod: expect.objectContaining({ paymentPartner: 'TestProvider' }),
      }),
    ]);
    expect((await call(server, 'GET', '/sales/public/v1/subscription/all', { token: s.token })).body).toHaveLength(1);
    expect((await call(server, 'GET', '/sales/public/v1/subscription/allactive')).status).toBe(401);
    const details = await call(server, 'GET', `/sales/public/v1/subscription/${s.id}/details`, { token: s.token });
    expect(details.body).toMatchObject({
      subscriptionID: s.id,
      events: [expect.objectContaining({ eventType: 'START_SUBSCRIPTION' })],
    });
  });

  it('cancel sets status 3 (still listed as active), rescue sets status 1; repeated calls fail with the spec codes', async () => {
    const s = await subscribed();
    const cancel = await call(server, 'PUT', `/sales/public/v1/subscription/${s.id}/cancel`, {
      token: s.token,
      body: { reason: 'Precio', reasonCode: '1' },
    });
    expect(cancel.body).toEqual({ subscriptionID: s.id });
    let [row] = await db().select().from(salesSubscriptions).where(eq(salesSubscriptions.id, s.id));
    expect([row.status, row.cancelReason]).toEqual([3, 'Precio']);
    expect(
      (await call(server, 'GET', '/sales/public/v1/subscription/allactive', { token: s.token })).body[0].statusID,
    ).toBe(3);
    expect(
      (await call(server, 'PUT', `/sales/public/v1/subscription/${s.id}/cancel`, { token: s.token, body: {} })).body
        .code,
    ).toBe('300059');
    expect(
      (await call(server, 'PUT', `/sales/public/v1/subscription/${s.id}/rescue`, { token: s.token, body: {} })).body,
    ).toEqual({ subscriptionID: s.id });
    [row] = await db().select().from(salesSubscriptions).where(eq(salesSubscriptions.id, s.id));
    expect(row.status).toBe(1);
    expect(
      (await call(server, 'PUT', `/sales/public/v1/subscription/${s.id}/rescue`, { token: s.token, body: {} })).body
        .code,
    ).toBe('330060');
  });

  it("refuses to cancel or rescue someone else's subscription (330061, 330062)", async () => {
    const s = await subscribed();
    const other = await reader();
    const cancel = await call(server, 'PUT', `/sales/public/v1/subscription/${s.id}/cancel`, {
      token: other.token,
      body: {},
    });
    expect([cancel.status, cancel.body.code]).toEqual([403, '330061']);
    expect(
      (await call(server, 'PUT', `/sales/public/v1/subscription/${s.id}/rescue`, { token: other.token, body: {} })).body
        .code,
    ).toBe('330062');
    expect(
      (await call(server, 'PUT', '/sales/public/v1/subscription/abc/cancel', { token: other.token, body: {} })).body
        .code,
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
    const page = await call(server, 'GET', '/sales/public/v1/order/history', { token: s.token });
    expect(page.body).toMatchObject({ start: 0, totalCount: 12 });
    expect(page.body.orders).toHaveLength(10);
    const rest = await call(server, 'GET', '/sales/public/v1/order/history?pageSize=5&start=10', { token: s.token });
    expect(rest.body.orders).toHaveLength(2);
    const paid = await call(server, 'GET', '/sales/public/v1/order/history?status=Paid', { token: s.token });
    expect(paid.body.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([s.orderNumber]);
    expect((await call(server, 'GET', '/sales/public/v1/order/history?pageSize=0', { token: s.token })).status).toBe(
      400,
    );
    const detail = await call(server, 'GET', `/sales/public/v1/order/detail/${s.orderNumber}`, { token: s.token });
    expect(detail.body).toMatchObject({
      orderNumber: s.orderNumber,
      items: [expect.objectContaining({ sku: 'PLAN-DIGITAL-ANUAL' })],
      payments: [expect.objectContaining({ status: 'paid' })],
    });
    const other = await reader();
    expect(
      (await call(server, 'GET', `/sales/public/v1/order/detail/${s.orderNumber}`, { token: other.token })).status,
    ).toBe(404);
  });
});
