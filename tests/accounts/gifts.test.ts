import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountOutbox } from '../../server/db/schema-accounts';
import { salesGifts, salesOrders, salesShares, salesSubscriptions } from '../../server/db/schema-sales';
import { newReader, newSubscriber } from './readers';
import { call, startAccountsServer, type AccountsServer } from './storage';

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server?.close());

const S = '/sales/public/v1';
const db = () => server.database.db;
const subscription = async (id: number) =>
  (await db().select().from(salesSubscriptions).where(eq(salesSubscriptions.id, id)))[0];
const gift = (token: string, id: number | string, body: unknown) =>
  call(server, 'PUT', `${S}/subscription/gift/${id}`, { token, body });
const redeem = (token: string, code: unknown) =>
  call(server, 'POST', `${S}/subscription/gift/redeem`, { token, body: { token: code } });

describe('gift subscriptions', () => {
  it('the owner gifts a subscription: a code (stored hashed) is mailed; the recipient redeems it and the giver keeps nothing', async () => {
    const giver = await newSubscriber(server);
    const friend = await newReader(server);
    const id = giver.subscription.id;
    const res = await gift(giver.token, id, { email: friend.email, name: 'Lucía', note: '¡Feliz cumpleaños!' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      subscriptionID: id,
      redeemCode: expect.any(String),
      name: 'Lucía',
      email: friend.email,
    });
    const code = res.body.redeemCode as string;
    const [row] = await db().select().from(salesGifts).where(eq(salesGifts.subscriptionId, id));
    expect(row).toMatchObject({ giverUserId: giver.uuid, redeemedBy: null, recipient: { name: 'Lucía' } });
    expect(row.codeHash).not.toContain(code);
    const mails = await db().select().from(accountOutbox).where(eq(accountOutbox.to, friend.email));
    const mail = mails.find((m) => m.text.includes('¡Feliz cumpleaños!'))!;
    expect(mail.text).toContain(code);
    expect(mail.text).toContain('¡Feliz cumpleaños!');
    // Until it is redeemed the subscription is still the giver's.
    expect((await subscription(id)).userId).toBe(giver.uuid);

    const redeemed = await redeem(friend.token, code);
    expect(redeemed.body).toEqual({ subscriptionID: id });
    const after = await subscription(id);
    expect(after).toMatchObject({
      userId: friend.uuid,
      status: 3,
      paymentToken: null,
      lastFour: null,
      billingAddress: null,
    });
    expect(after.currentPeriodEnd).toEqual(giver.subscription.currentPeriodEnd);
    expect(after.nextRenewalAt).toEqual(after.currentPeriodEnd);
    expect(after.events.map((e) => e.eventType)).toEqual(['START_SUBSCRIPTION', 'GIFT_SUBSCRIPTION', 'GIFT_REDEEMED']);
    const [spent] = await db().select().from(salesGifts).where(eq(salesGifts.subscriptionId, id));
    expect(spent.redeemedBy).toBe(friend.uuid);
    expect(spent.redeemedAt).toBeInstanceOf(Date);

    const friendActive = await call(server, 'GET', `${S}/subscription/allactive`, { token: friend.token });
    expect(friendActive.body).toEqual([expect.objectContaining({ subscriptionID: id, statusID: 3 })]);
    expect((await call(server, 'GET', `${S}/subscription/all`, { token: giver.token })).body).toEqual([]);

    // Single use, and a gift is not gifted on.
    const other = await newReader(server);
    expect((await redeem(other.token, code)).body.code).toBe('GIFT_ALREADY_REDEEMED');
    expect((await gift(friend.token, id, { email: other.email, name: 'Otra' })).body.code).toBe(
      'GIFT_ALREADY_REDEEMED',
    );
    expect((await subscription(id)).userId).toBe(friend.uuid);
  });

  it('naming another recipient replaces the pending gift: the first code stops working', async () => {
    const giver = await newSubscriber(server);
    const id = giver.subscription.id;
    const first = (await gift(giver.token, id, { email: 'equivocado@semana.com', name: 'Luisa' })).body.redeemCode;
    const second = (await gift(giver.token, id, { email: 'correcto@semana.com', name: 'Luisa' })).body.redeemCode;
    const friend = await newReader(server);
    expect((await redeem(friend.token, first)).body.code).toBe('GIFT_CODE_NOT_FOUND');
    expect((await redeem(friend.token, second)).body).toEqual({ subscriptionID: id });
    expect(await db().select().from(salesGifts).where(eq(salesGifts.subscriptionId, id))).toHaveLength(1);
  });

  it('redeeming ends the shares the giver had made', async () => {
    const giver = await newSubscriber(server);
    const id = giver.subscription.id;
    const associate = await newReader(server);
    const shareCode = (
      await call(server, 'PUT', `${S}/subscription/${id}/share`, {
        token: giver.token,
        body: { email: associate.email },
      })
    ).body.redeemCode;
    const shared = (
      await call(server, 'POST', `${S}/subscription/redeem`, {
        token: associate.token,
        body: { token: shareCode },
      })
    ).body.subscriptionID as number;
    const code = (await gift(giver.token, id, { email: 'amiga@semana.com', name: 'Amiga' })).body.redeemCode;
    const friend = await newReader(server);
    await redeem(friend.token, code);
    expect((await subscription(shared)).status).toBe(2);
    expect(await db().select().from(salesShares).where(eq(salesShares.parentSubscriptionId, id))).toEqual([]);
  });

  it('refuses strangers, inactive and shared subscriptions, the giver redeeming, and bad input', async () => {
    const giver = await newSubscriber(server);
    const id = giver.subscription.id;
    const stranger = await newReader(server);
    const recipient = { email: 'x@semana.com', name: 'X' };
    const strangerTry = await gift(stranger.token, id, recipient);
    expect([strangerTry.status, strangerTry.body.code]).toEqual([404, 'NOT_FOUND']);
    expect((await gift(giver.token, 'abc', recipient)).status).toBe(404);
    expect((await call(server, 'PUT', `${S}/subscription/gift/${id}`, { body: recipient })).status).toBe(401);
    expect((await gift(giver.token, id, { email: 'no-es-correo', name: 'X' })).body.code).toBe('300075');
    expect((await gift(giver.token, id, { email: 'x@semana.com' })).body.code).toBe('INVALID_REQUEST');
    // No body: the email is the first field checked.
    expect((await gift(giver.token, id, undefined)).body).toMatchObject({ code: '300075' });
    expect(await db().select().from(salesGifts).where(eq(salesGifts.subscriptionId, id))).toEqual([]);

    const code = (await gift(giver.token, id, recipient)).body.redeemCode;
    const own = await redeem(giver.token, code);
    expect([own.status, own.body.code]).toEqual([409, 'GIFT_OWN']);
    expect((await redeem(stranger.token, 'no-existe')).status).toBe(404);
    expect((await redeem(stranger.token, 42)).body.code).toBe('INVALID_REQUEST');
    expect(
      (await call(server, 'POST', `${S}/subscription/gift/redeem`, { token: stranger.token, body: {} })).status,
    ).toBe(400);

    // Terminated after the gift was made: the code no longer gives anything.
    await db().update(salesSubscriptions).set({ status: 2 }).where(eq(salesSubscriptions.id, id));
    const late = await redeem(stranger.token, code);
    expect([late.status, late.body.code]).toEqual([409, 'SUBSCRIPTION_NOT_ACTIVE']);
    expect((await subscription(id)).userId).toBe(giver.uuid);
    expect((await gift(giver.token, id, recipient)).body.code).toBe('SUBSCRIPTION_NOT_ACTIVE');

    const owner = await newSubscriber(server);
    await db()
      .update(salesSubscriptions)
      .set({ paymentPartner: 'Shared' })
      .where(eq(salesSubscriptions.id, owner.subscription.id));
    expect((await gift(owner.token, owner.subscription.id, recipient)).body.code).toBe('GIFT_NOT_ALLOWED');
  });
});

describe('a redeemed gift and the renewal job', () => {
  it('is never charged to anyone at the period end: it terminates (2)', async () => {
    const giver = await newSubscriber(server);
    const id = giver.subscription.id;
    const friend = await newReader(server);
    const code = (await gift(giver.token, id, { email: friend.email, name: 'Ana' })).body.redeemCode;
    await redeem(friend.token, code);
    server.controls.setClock(() => new Date(giver.subscription.currentPeriodEnd.getTime() + 60_000));
    try {
      const report = await server.controls.runRenewals();
      expect(report.terminated).toContain(id);
      expect(report.renewed).not.toContain(id);
    } finally {
      server.controls.setClock(undefined);
    }
    expect((await subscription(id)).status).toBe(2);
    const orders = await db().select().from(salesOrders).where(eq(salesOrders.subscriptionId, id));
    expect(orders.map((o) => o.orderNumber)).toEqual([giver.subscription.orderNumber]);
  });
});
