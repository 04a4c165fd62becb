import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { salesSubscriptions } from '../../server/db/schema-sales';
import { TEST_CARDS } from '../../server/accounts/sales/test-provider';
import { answerChallenge, newReader, newSubscriber } from './readers';
import { call, startAccountsServer, type AccountsServer } from './storage';

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server?.close());

const row = async (id: number) =>
  (await server.database.db.select().from(salesSubscriptions).where(eq(salesSubscriptions.id, id)))[0];
const base = (id: number) => `/sales/public/v1/paymentmethod/${id}/provider/1`;

describe('payment-method update', () => {
  it('initialises, then saves a new card for the renewals', async () => {
    const s = await newSubscriber(server);
    const id = s.subscription.id;
    expect((await call(server, 'PUT', base(id), { token: s.token, body: {} })).body).toMatchObject({
      subscriptionID: id,
    });
    // The test provider takes only its own cards: any other number is declined, the old card stays.
    const other = await call(server, 'PUT', `${base(id)}/finalize`, {
      token: s.token,
      body: { token: '5555555555554444', 'recaptcha-token': 'r' },
    });
    expect([other.status, other.body.code]).toEqual([402, '300170']);
    await server.database.db
      .update(salesSubscriptions)
      .set({ paymentToken: null, lastFour: null })
      .where(eq(salesSubscriptions.id, id));
    const res = await call(server, 'PUT', `${base(id)}/finalize`, {
      token: s.token,
      body: { token: TEST_CARDS.success, 'recaptcha-token': 'r' },
    });
    expect(res.status).toBe(200);
    expect(res.body.paymentMethod.lastFour).toBe('4242');
    expect((await row(id)).paymentToken).toBe(`test-card-${TEST_CARDS.success}`);
    expect((await row(id)).events.at(-1)).toMatchObject({ eventType: 'UPDATE_PAYMENT_METHOD' });
  });

  it('keeps the old card when the new one is declined (300170)', async () => {
    const s = await newSubscriber(server);
    const res = await call(server, 'PUT', `${base(s.subscription.id)}/finalize`, {
      token: s.token,
      body: { token: TEST_CARDS.declined },
    });
    expect([res.status, res.body.code]).toEqual([402, '300170']);
    expect((await row(s.subscription.id)).paymentToken).toBe(`test-card-${TEST_CARDS.success}`);
  });

  it('saves a 3-D Secure card only after finalize3ds', async () => {
    const s = await newSubscriber(server);
    const id = s.subscription.id;
    const first = await call(server, 'PUT', `${base(id)}/finalize`, {
      token: s.token,
      body: { token: TEST_CARDS.requires3ds },
    });
    expect(first.body.threeDSecure).toBeDefined();
    expect((await row(id)).paymentToken).toBe(`test-card-${TEST_CARDS.success}`);
    // 'approved' from the client proves nothing: the card waits for the reader's answer on the provider's page.
    const early = await call(server, 'PUT', `${base(id)}/finalize3ds`, {
      token: s.token,
      body: { token: 'approved', SPREEDLY_SUCCEEDED: true },
    });
    expect(early.body.threeDSecure).toBeDefined();
    expect((await row(id)).paymentToken).toBe(`test-card-${TEST_CARDS.success}`);
    await answerChallenge(server, first.body.threeDSecure.redirectUrl, 'approve');
    const done = await call(server, 'PUT', `${base(id)}/finalize3ds`, { token: s.token, body: {} });
    expect(done.status).toBe(200);
    expect((await row(id)).paymentToken).toBe(`test-card-${TEST_CARDS.requires3ds}`);
  });

  it('a new card for a failed renewal (status 4) charges it again at once: status 1, the next period', async () => {
    const s = await newSubscriber(server);
    const id = s.subscription.id;
    const ended = new Date(Date.now() - 86_400_000);
    // The renewal job declined the stored card at period end (recorded as it would: status 4, one attempt).
    await server.database.db
      .update(salesSubscriptions)
      .set({
        currentPeriodEnd: ended,
        nextRenewalAt: ended,
        paymentToken: `test-card-${TEST_CARDS.declined}`,
      })
      .where(eq(salesSubscriptions.id, id));
    expect((await server.controls.runRenewals()).failed).toContain(id);
    expect((await row(id)).status).toBe(4);
    const res = await call(server, 'PUT', `${base(id)}/finalize`, {
      token: s.token,
      body: { token: TEST_CARDS.success },
    });
    expect([res.status, res.body.statusID]).toEqual([200, 1]);
    const after = await row(id);
    expect([after.status, after.renewalAttempts]).toEqual([1, 0]);
    expect(after.currentPeriodStart).toEqual(ended);
    expect(after.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now());
    expect(after.events.map((e) => e.eventType).slice(-3)).toEqual([
      'RENEWAL_FAILED',
      'UPDATE_PAYMENT_METHOD',
      'RENEW_SUBSCRIPTION',
    ]);
  });

  it('needs the captcha token when checkout captcha is on (130001), and the owner', async () => {
    const s = await newSubscriber(server);
    server.controls.settings.recaptcha.checkout = true;
    try {
      const res = await call(server, 'PUT', `${base(s.subscription.id)}/finalize`, {
        token: s.token,
        body: { token: '4242424242424242' },
      });
      expect(res.body).toEqual({ code: '130001', message: 'Captcha token invalid' });
    } finally {
      server.controls.settings.recaptcha.checkout = false;
    }
    const other = await newReader(server);
    expect((await call(server, 'PUT', base(s.subscription.id), { token: other.token, body: {} })).status).toBe(404);
  });
});

describe('PUT /sales/public/v1/subscription/address', () => {
  it('saves the billing address and answers it (with country)', async () => {
    const s = await newSubscriber(server);
    const billingAddress = { line1: 'Calle 26 # 68-70', locality: 'Bogotá', region: 'Cundinamarca', country: 'CO' };
    const res = await call(server, 'PUT', '/sales/public/v1/subscription/address', {
      token: s.token,
      body: { subscriptionID: s.subscription.id, billingAddress },
    });
    expect(res.body).toEqual(billingAddress);
    expect((await row(s.subscription.id)).billingAddress).toEqual(billingAddress);
    const bad = await call(server, 'PUT', '/sales/public/v1/subscription/address', {
      token: s.token,
      body: { subscriptionID: s.subscription.id, billingAddress: { ...billingAddress, country: 'COL' } },
    });
    expect(bad.body.code).toBe('300169');
    const empty = await call(server, 'PUT', '/sales/public/v1/subscription/address', {
      token: s.token,
      body: { subscriptionID: s.subscription.id, billingAddress: { ...billingAddress, line1: '' } },
    });
    expect(empty.body.code).toBe('300165');
  });
});
