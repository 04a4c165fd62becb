import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountAudit, accountRefreshTokens, accountSessions, accountUsers } from '../../server/db/schema-accounts';
import { call } from './storage';
import { identityTest } from './identity-setup';

const identity = identityTest();
const { db, freshEmail, login, signUp } = identity;

describe('POST /identity/public/v1/auth/login', () => {
  it('answers uuid, accessToken (15 min) and refreshToken (a JWT with exp) and stores only its hash', async () => {
    const user = await signUp();
    const res = await login(user.email, user.password);
    expect(res.status).toBe(200);
    expect(res.body.uuid).toBe(user.uuid);
    const access = JSON.parse(Buffer.from(res.body.accessToken.split('.')[1], 'base64url').toString());
    expect(access.exp - access.iat).toBe(15 * 60);
    const refresh = JSON.parse(Buffer.from(res.body.refreshToken.split('.')[1], 'base64url').toString());
    expect(refresh.exp).toBeGreaterThan(access.exp);
    const tokens = await db()
      .select()
      .from(accountRefreshTokens)
      .where(eq(accountRefreshTokens.sessionId, refresh.sid));
    expect(tokens).toHaveLength(1);
    expect(tokens[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens[0].tokenHash).not.toBe(res.body.refreshToken);
  });

  it('answers 300040 to a wrong password and to an unknown user alike, and audits both', async () => {
    const user = await signUp();
    const wrong = await login(user.email, 'Otra1234');
    const unknown = await login('nadie@semana.com', 'Otra1234');
    expect([wrong.status, wrong.body.code]).toEqual([401, '300040']);
    expect([unknown.status, unknown.body.code]).toEqual([401, '300040']);
    const events = await db().select().from(accountAudit).where(eq(accountAudit.userId, user.uuid));
    expect(events.map((e) => e.event)).toContain('login-failed');
  });

  it('locks the account after 5 failed logins (429, 100014), even for the right password', async () => {
    const user = await signUp();
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await login(user.email, 'Mala12345')).body.code);
    expect(codes).toEqual(['300040', '300040', '300040', '300040', '100014']);
    const right = await login(user.email, user.password);
    expect([right.status, right.body.code]).toEqual([429, '100014']);
    const [row] = await db().select().from(accountUsers).where(eq(accountUsers.id, user.uuid));
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it('unlocks after 15 minutes (controlled clock)', async () => {
    const user = await signUp();
    for (let i = 0; i < 5; i++) await login(user.email, 'Mala12345');
    identity.server.controls.setClock(() => new Date(Date.now() + 16 * 60_000));
    try {
      expect((await login(user.email, user.password)).status).toBe(200);
    } finally {
      identity.server.controls.setClock(undefined);
    }
  });

  it('limits attempts per source to 30 a minute (429)', async () => {
    const statuses: number[] = [];
    // A name of its own each time: five failures on one name lock it, whether or not it has an account.
    for (let i = 0; i < 31; i++) statuses.push((await login(`nadie.${i}.${Date.now()}@semana.com`, 'x')).status);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('sets HttpOnly, Secure, SameSite cookies with ?cookie=true', async () => {
    const user = await signUp();
    const res = await login(user.email, user.password, '?cookie=true');
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    // The access and refresh cookies, and the page session (decision 0025).
    expect(cookies.map((c) => c.split('=')[0]).sort()).toEqual(['__session', 'arc_access_token', 'arc_refresh_token']);
    for (const c of cookies)
      expect(c).toMatch(/HttpOnly.*Secure.*SameSite=(Lax|Strict)|SameSite=(Lax|Strict).*Secure.*HttpOnly/i);
    expect(cookies.join()).toContain(res.body.accessToken);
  });

  it("signs the new reader in with session cookies when the site's own form asks (?cookie=true)", async () => {
    const email = freshEmail();
    const res = await call(identity.server, 'POST', '/identity/public/v1/signup?cookie=true', {
      body: { identity: { userName: email, credentials: 'Clave1234' }, profile: { firstName: 'Ana', email } },
    });
    expect(res.status).toBe(201);
    const cookies = res.headers.getSetCookie();
    expect(cookies).toHaveLength(3); // access, refresh and page session (decision 0025)
    for (const c of cookies) expect(c).toMatch(/HttpOnly/i);
    // Not remembered: the refresh cookie ends with the browser session.
    expect(cookies.find((c) => c.includes('/identity/public/v1/auth'))).not.toMatch(/Max-Age|Expires/i);
    expect(cookies.find((c) => c.startsWith('__session='))).not.toMatch(/Max-Age|Expires/i);
    const profile = await call(identity.server, 'GET', '/identity/public/v1/profile', {
      headers: { cookie: cookies.map((c) => c.split(';')[0]).join('; ') },
    });
    expect(profile.body.firstName).toBe('Ana');
  });

  it('refuses other grant types and a missing password', async () => {
    expect(
      (
        await call(identity.server, 'POST', '/identity/public/v1/auth/login', {
          body: { userName: '', credentials: 'x', grantType: 'facebook' },
        })
      ).body.code,
    ).toBe('UNSUPPORTED_GRANT_TYPE');
    expect(
      (await call(identity.server, 'POST', '/identity/public/v1/auth/login', { body: { userName: 'a@b.co' } })).status,
    ).toBe(400);
  });
});

describe('refresh tokens', () => {
  it('rotates on every use: the new pair works, the old refresh token is spent', async () => {
    const user = await signUp();
    const first = (await login(user.email, user.password)).body;
    const second = await call(identity.server, 'POST', '/identity/public/v1/auth/token', {
      body: { token: first.refreshToken, grantType: 'refresh-token' },
    });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      uuid: user.uuid,
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
    });
    expect(second.body.refreshToken).not.toBe(first.refreshToken);
    const profile = await call(identity.server, 'GET', '/identity/public/v1/profile', {
      token: second.body.accessToken,
    });
    expect(profile.status).toBe(200);
  });

  it('revokes the whole family when an old refresh token is used again', async () => {
    const user = await signUp();
    const first = (await login(user.email, user.password)).body;
    const second = (
      await call(identity.server, 'POST', '/identity/public/v1/auth/token', {
        body: { token: first.refreshToken, grantType: 'refresh-token' },
      })
    ).body;
    const reuse = await call(identity.server, 'POST', '/identity/public/v1/auth/token', {
      body: { token: first.refreshToken, grantType: 'refresh-token' },
    });
    expect(reuse.status).toBe(401);
    const third = await call(identity.server, 'POST', '/identity/public/v1/auth/token', {
      body: { token: second.refreshToken, grantType: 'refresh-token' },
    });
    expect(third.status).toBe(401);
    expect(
      (await call(identity.server, 'GET', '/identity/public/v1/profile', { token: second.accessToken })).status,
    ).toBe(401);
    const sid = JSON.parse(Buffer.from(first.refreshToken.split('.')[1], 'base64url').toString()).sid;
    const [session] = await db().select().from(accountSessions).where(eq(accountSessions.id, sid));
    expect(session.revokedReason).toBe('refresh-token-reuse');
    const audits = await db().select().from(accountAudit).where(eq(accountAudit.userId, user.uuid));
    expect(audits.map((a) => a.event)).toContain('token-reuse');
  });

  it('refuses an expired refresh token, a forged one and none', async () => {
    const user = await signUp();
    const { refreshToken } = (await login(user.email, user.password)).body;
    identity.server.controls.setClock(() => new Date(Date.now() + 31 * 24 * 3600_000));
    try {
      const expired = await call(identity.server, 'POST', '/identity/public/v1/auth/token', {
        body: { token: refreshToken, grantType: 'refresh-token' },
      });
      expect([expired.status, expired.body.code]).toEqual([401, '300019']);
    } finally {
      identity.server.controls.setClock(undefined);
    }
    const forged = refreshToken.slice(0, -4) + 'AAAA';
    expect(
      (await call(identity.server, 'POST', '/identity/public/v1/auth/token', { body: { token: forged } })).status,
    ).toBe(401);
    expect((await call(identity.server, 'POST', '/identity/public/v1/auth/token', { body: {} })).status).toBe(401);
  });
});
