import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { salesOrders, salesPayments, salesSubscriptions } from '../../server/db/schema-sales';
import { TEST_CARDS } from '../../server/accounts/sales/test-provider';
import { answerChallenge } from './readers';
import { call } from './storage';
import { salesTest } from './sales-setup';

const sales = salesTest();
const { db, finalize, orderFor, provider, reader } = sales;

describe('checkout', () => {
  it('creates an order from the cart and empties the cart; needs a reader and a filled cart', async () => {
    const r = await reader();
    const orderNumber = await orderFor(r.token);
    const [order] = await db().select().from(salesOrders).where(eq(salesOrders.orderNumber, orderNumber));
    expect(order).toMatchObject({ status: 'Pending', total: 199000, userId: r.uuid });
    expect((await call(sales.server, 'GET', '/sales/public/v1/cart', { token: r.token })).body.items).toEqual([]);
    // While it is open, the order call answers that same order (one open order per reader and site).
    const again = await call(sales.server, 'POST', '/sales/public/v1/checkout/order', { token: r.token, body: {} });
    expect([again.status, again.body.orderNumber]).toEqual([200, orderNumber]);
    const fresh = await reader();
    expect(
      (await call(sales.server, 'POST', '/sales/public/v1/checkout/order', { token: fresh.token, body: {} })).body.code,
    ).toBe('CART_EMPTY');
    expect((await call(sales.server, 'POST', '/sales/public/v1/checkout/order', { body: {} })).status).toBe(401);
    expect(
      (await call(sales.server, 'POST', '/sales/public/v1/checkout/order', { token: r.token, body: { phone: '123' } }))
        .body.code,
    ).toBe('300071');
  });

  it('lists the payment options and initialises a payment', async () => {
    const r = await reader();
    const orderNumber = await orderFor(r.token);
    const options = await call(sales.server, 'GET', '/sales/public/v1/checkout/payment/options');
    expect(options.body).toEqual([expect.objectContaining({ paymentMethodID: 1 })]);
    const init = await call(sales.server, 'GET', `/sales/public/v1/checkout/order/${orderNumber}/payment/1`, {
      token: r.token,
    });
    expect(init.body).toMatchObject({ orderNumber, paymentMethodID: 1 });
    expect(
      (await call(sales.server, 'GET', `/sales/public/v1/checkout/order/${orderNumber}/payment/9`, { token: r.token }))
        .status,
    ).toBe(400);
    const other = await reader();
    expect(
      (
        await call(sales.server, 'GET', `/sales/public/v1/checkout/order/${orderNumber}/payment/1`, {
          token: other.token,
        })
      ).status,
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
    expect((await answerChallenge(sales.server, first.body.threeDSecure.redirectUrl, 'approve')).status).toBe(200);
    const done = await call(sales.server, 'PUT', `/sales/public/v1/checkout/3ds/order/${orderNumber}/payment/1`, {
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
    await call(sales.server, 'POST', '/sales/public/v1/cart/item', {
      token: r.token,
      body: { items: [{ sku: 'PLAN-DIGITAL-ANUAL' }] },
    });
    sales.server.controls.settings.recaptcha.checkout = true;
    try {
      const res = await call(sales.server, 'POST', '/sales/public/v1/checkout/order', { token: r.token, body: {} });
      expect(res.body).toEqual({ code: '130001', message: 'Captcha token invalid' });
    } finally {
      sales.server.controls.settings.recaptcha.checkout = false;
    }
  });
});
