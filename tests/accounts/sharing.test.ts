import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { salesShares, salesSubscriptions } from '../../server/db/schema-accounts';
import { newReader, newSubscriber } from './fixtures';
import { call, startAccountsServer, type AccountsServer } from './storage';

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server?.close());

const db = () => server.database.db;
const S = '/sales/public/v1';

describe('sharing a subscription', () => {
  it('share answers a redeem code (stored hashed); another reader redeems it into an active shared subscription', async () => {
    const owner = await newSubscriber(server);
    const friend = await newReader(server);
    const id = owner.subscription.id;
    const share = await call(server, 'PUT', `${S}/subscription/${id}/share`, {
      token: owner.token,
      body: { email: friend.email },
    });
    const code = share.body.redeemCode as string;
    expect(code).toEqual(expect.any(String));
    const [row] = await db().select().from(salesShares).where(eq(salesShares.parentSubscriptionId, id));
    expect(row.codeHash).not.toBe(code);

    const redeemed = await call(server, 'POST', `${S}/subscription/redeem`, {
      token: friend.token,
      body: { token: code },
    });
    expect(redeemed.body.subscriptionID).toEqual(expect.any(Number));
    const friendActive = await call(server, 'GET', `${S}/subscription/allactive`, { token: friend.token });
    expect(friendActive.body).toEqual([
      expect.objectContaining({ statusID: 1, paymentMethod: expect.objectContaining({ paymentPartner: 'Shared' }) }),
    ]);
    expect(
      (await call(server, 'POST', `${S}/subscription/redeem`, { token: friend.token, body: { token: code } })).body
        .code,
    ).toBe('SHARE_CODE_USED');

    const sharing = await call(server, 'GET', `${S}/subscription/${id}/sharing`, { token: owner.token });
    expect(sharing.body.sharedSubscriptions).toEqual([
      { subscriptionID: redeemed.body.subscriptionID, email: friend.email, statusID: 1 },
    ]);

    const stop = await call(server, 'PUT', `${S}/subscription/${redeemed.body.subscriptionID}/stopshare`, {
      token: owner.token,
      body: {},
    });
    expect(stop.body).toEqual({ subscriptionID: redeemed.body.subscriptionID });
    expect(
      (await call(server, 'GET', `${S}/subscription/${id}/sharing`, { token: owner.token })).body.sharedSubscriptions,
    ).toEqual([]);
    const [associate] = await db()
      .select()
      .from(salesSubscriptions)
      .where(eq(salesSubscriptions.id, redeemed.body.subscriptionID));
    expect(associate.status).toBe(2);
  });

  it('limits the associates (300073) and refuses a terminated parent (330059) and strangers', async () => {
    const owner = await newSubscriber(server);
    const id = owner.subscription.id;
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push(
        (
          await call(server, 'PUT', `${S}/subscription/${id}/share`, {
            token: owner.token,
            body: { email: `a${i}@x.co` },
          })
        ).body.code,
      );
    expect(codes).toEqual([undefined, undefined, undefined]);
    expect(
      (await call(server, 'PUT', `${S}/subscription/${id}/share`, { token: owner.token, body: { email: 'b@x.co' } }))
        .body.code,
    ).toBe('300073');
    const stranger = await newReader(server);
    expect(
      (await call(server, 'PUT', `${S}/subscription/${id}/share`, { token: stranger.token, body: { email: 'c@x.co' } }))
        .status,
    ).toBe(404);
    expect(
      (await call(server, 'PUT', `${S}/subscription/${id}/share`, { token: owner.token, body: { email: 'mal' } })).body
        .code,
    ).toBe('300075');

    const other = await newSubscriber(server);
    const code = (
      await call(server, 'PUT', `${S}/subscription/${other.subscription.id}/share`, {
        token: other.token,
        body: { email: 'd@x.co' },
      })
    ).body.redeemCode;
    await db().update(salesSubscriptions).set({ status: 2 }).where(eq(salesSubscriptions.id, other.subscription.id));
    expect(
      (await call(server, 'POST', `${S}/subscription/redeem`, { token: stranger.token, body: { token: code } })).body
        .code,
    ).toBe('330059');
  });
});
