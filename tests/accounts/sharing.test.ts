import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { salesShares, salesSubscriptions } from '../../server/db/schema-sales';
import { newReader, newSubscriber } from './readers';
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

describe('invitations (issue 12)', () => {
  const share = (token: string, id: number, email: string) =>
    call(server, 'PUT', `${S}/subscription/${id}/share`, { token, body: { email } });
  const withdraw = (token: string, id: number, email: string) =>
    call(server, 'PUT', `${S}/subscription/${id}/share/withdraw`, { token, body: { email } });

  it('refuses to invite the owner (330201), in any case of the address', async () => {
    const owner = await newSubscriber(server);
    const res = await share(owner.token, owner.subscription.id, owner.email.toUpperCase());
    expect([res.status, res.body.code]).toEqual([409, '330201']);
    expect(res.body.message).toBe('La persona ya hace parte de esta suscripción o ya fue invitada.');
  });

  it('invites an address once: a second invitation, pending or accepted, is 330201', async () => {
    const owner = await newSubscriber(server);
    const friend = await newReader(server);
    const id = owner.subscription.id;
    const first = await share(owner.token, id, friend.email);
    expect(first.status).toBe(200);
    expect((await share(owner.token, id, friend.email.toUpperCase())).body.code).toBe('330201');
    await call(server, 'POST', `${S}/subscription/redeem`, {
      token: friend.token,
      body: { token: first.body.redeemCode },
    });
    expect((await share(owner.token, id, friend.email)).body.code).toBe('330201');
    const rows = await db().select().from(salesShares).where(eq(salesShares.parentSubscriptionId, id));
    expect(rows).toHaveLength(1);
  });

  it('withdraws a pending invitation: its code stops working and the place is free again', async () => {
    const owner = await newSubscriber(server);
    const id = owner.subscription.id;
    const codes: string[] = [];
    for (const email of ['p1@x.co', 'p2@x.co', 'p3@x.co'])
      codes.push((await share(owner.token, id, email)).body.redeemCode);
    expect((await share(owner.token, id, 'p4@x.co')).body.code).toBe('300073');
    const res = await withdraw(owner.token, id, 'P1@x.co');
    expect([res.status, res.body]).toEqual([200, { subscriptionID: id }]);
    const friend = await newReader(server);
    const redeem = await call(server, 'POST', `${S}/subscription/redeem`, {
      token: friend.token,
      body: { token: codes[0] },
    });
    expect(redeem.status).toBe(404);
    expect((await share(owner.token, id, 'p4@x.co')).status).toBe(200);
    const listed = await call(server, 'GET', `${S}/subscription/${id}/sharing`, { token: owner.token });
    expect(listed.body.sharedSubscriptions.map((s: { email: string }) => s.email).sort()).toEqual([
      'p2@x.co',
      'p3@x.co',
      'p4@x.co',
    ]);
  });

  it('withdraws an accepted invitation by ending the shared subscription', async () => {
    const owner = await newSubscriber(server);
    const friend = await newReader(server);
    const id = owner.subscription.id;
    const code = (await share(owner.token, id, friend.email)).body.redeemCode;
    const { subscriptionID } = (
      await call(server, 'POST', `${S}/subscription/redeem`, { token: friend.token, body: { token: code } })
    ).body;
    expect((await withdraw(owner.token, id, friend.email)).status).toBe(200);
    const [associate] = await db().select().from(salesSubscriptions).where(eq(salesSubscriptions.id, subscriptionID));
    expect(associate.status).toBe(2);
    expect((await call(server, 'GET', `${S}/subscription/allactive`, { token: friend.token })).body).toEqual([]);
  });

  it('answers 404 for an address never invited and for a stranger', async () => {
    const owner = await newSubscriber(server);
    const id = owner.subscription.id;
    await share(owner.token, id, 'q1@x.co');
    expect((await withdraw(owner.token, id, 'nadie@x.co')).status).toBe(404);
    const stranger = await newReader(server);
    expect((await withdraw(stranger.token, id, 'q1@x.co')).status).toBe(404);
    expect(await db().select().from(salesShares).where(eq(salesShares.parentSubscriptionId, id))).toHaveLength(1);
  });

  // On PostgreSQL (DATABASE_URL) the calls really run side by side; on PGlite one by one.
  it('makes one invitation out of parallel ones for the same address', async () => {
    const owner = await newSubscriber(server);
    const id = owner.subscription.id;
    const answers = await Promise.all(Array.from({ length: 6 }, () => share(owner.token, id, 'same@x.co')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === '330201')).toHaveLength(5);
    expect(await db().select().from(salesShares).where(eq(salesShares.parentSubscriptionId, id))).toHaveLength(1);
  });
});
