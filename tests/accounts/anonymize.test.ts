import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { accountAudit, accountAvatars, accountOutbox, accountUsers } from '../../server/db/schema-accounts';
import { salesSubscriptions } from '../../server/db/schema-sales';
import { newReader, newSubscriber } from './readers';
import { call, startAccountsServer, type AccountsServer } from './storage';

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server?.close());

const db = () => server.database.db;

async function requestAnonymize(reader: { email: string; token: string }) {
  const res = await call(server, 'DELETE', '/identity/public/v1/user/anonymize', { token: reader.token });
  expect(res.body).toEqual({ success: true });
  const [mail] = await db()
    .select()
    .from(accountOutbox)
    .where(eq(accountOutbox.to, reader.email))
    .orderBy(desc(accountOutbox.id))
    .limit(1);
  return /\n([A-Za-z0-9_-]{40,})\n/.exec(mail.text)?.[1] ?? '';
}

describe('account anonymisation', () => {
  it('needs a signed-in reader to ask', async () => {
    expect((await call(server, 'DELETE', '/identity/public/v1/user/anonymize')).status).toBe(401);
  });

  it('approval removes the personal data, ends sessions and renewals, and keeps the row', async () => {
    const s = await newSubscriber(server);
    await db().insert(accountAvatars).values({ userId: s.uuid, contentType: 'image/jpeg', data: 'AAAA' });
    const nonce = await requestAnonymize(s);
    const res = await call(server, 'PUT', `/identity/public/v1/user/anonymize/approve/${nonce}`, { body: {} });
    expect(res.body).toEqual({ success: true });
    const [user] = await db().select().from(accountUsers).where(eq(accountUsers.id, s.uuid));
    expect(user.email).not.toContain(s.email.split('@')[0]);
    expect(user.profile).toEqual({});
    expect(user.status).toBe('deactivated');
    // The face is personal data as much as the name.
    expect(await db().select().from(accountAvatars).where(eq(accountAvatars.userId, s.uuid))).toEqual([]);
    expect((await call(server, 'GET', '/identity/public/v1/profile', { token: s.token })).status).toBe(401);
    const login = await call(server, 'POST', '/identity/public/v1/auth/login', {
      body: { userName: s.email, credentials: 'Clave1234' },
    });
    expect(login.status).toBe(401);
    const [sub] = await db().select().from(salesSubscriptions).where(eq(salesSubscriptions.id, s.subscription.id));
    expect(sub.status).toBe(3);
    expect(
      (await call(server, 'PUT', `/identity/public/v1/user/anonymize/approve/${nonce}`, { body: {} })).body.code,
    ).toBe('DELETION_CODE_EXPIRED');
  });

  it('decline records the reason and leaves the account as it was', async () => {
    const r = await newReader(server);
    const nonce = await requestAnonymize(r);
    const res = await call(server, 'PUT', `/identity/public/v1/user/anonymize/decline/${nonce}`, {
      body: { reason: 'Me arrepentí' },
    });
    expect(res.body).toEqual({ success: true });
    const [user] = await db().select().from(accountUsers).where(eq(accountUsers.id, r.uuid));
    expect(user.email).toBe(r.email);
    const events = await db().select().from(accountAudit).where(eq(accountAudit.userId, r.uuid));
    expect(events.find((e) => e.event === 'anonymize-declined')?.detail).toEqual({ reason: 'Me arrepentí' });
  });
});
