import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accountAudit, accountRefreshTokens, accountSessions, accountUsers } from '../../server/db/schema-accounts';
import { call, startAccountsServer, type AccountsServer } from './storage';

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server?.close());
beforeEach(() => server.controls.resetThrottle());

const db = () => server.database.db;
let n = 0;
const freshEmail = () => `lectora${++n}.${Date.now()}@semana.com`;

async function signUp(email = freshEmail(), password = 'Clave1234') {
  const res = await call(server, 'POST', '/identity/public/v1/signup', {
    body: { identity: { userName: email, credentials: password }, profile: { firstName: 'Ana', email } },
  });
  expect(res.status).toBe(201);
  return { email, password, ...res.body } as {
    email: string;
    password: string;
    uuid: string;
    accessToken: string;
    refreshToken: string;
  };
}

const login = (userName: string, credentials: string, query = '') =>
  call(server, 'POST', `/identity/public/v1/auth/login${query}`, {
    body: { userName, credentials, grantType: 'password', rememberMe: true },
  });

describe('POST /identity/public/v1/signup', () => {
  it('creates the account with an argon2id hash and answers uuid, identities and profile', async () => {
    const email = freshEmail();
    const res = await call(server, 'POST', '/identity/public/v1/signup', {
      body: {
        identity: { userName: email, credentials: 'Clave1234' },
        profile: { firstName: 'Ana', email },
        recaptchaToken: 't',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.identities[0]).toMatchObject({ userName: email, type: 'Password' });
    expect(res.body.profile).toMatchObject({ firstName: 'Ana', email });
    const [row] = await db().select().from(accountUsers).where(eq(accountUsers.id, res.body.uuid));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain('Clave1234');
  });

  it('refuses the same user name again with 300039 and keeps one row', async () => {
    const { email } = await signUp();
    const again = await call(server, 'POST', '/identity/public/v1/signup', {
      body: { identity: { userName: email.toUpperCase(), credentials: 'Clave1234' }, profile: { email } },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('300039');
    const rows = await db()
      .select()
      .from(accountUsers)
      .where(sql`lower(${accountUsers.email}) = ${email}`);
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['abcdefgh', '300036'],
    ['ABCDEFG1', '300036'],
    ['Abc1', '300036'],
  ])('rejects the password %s with %s', async (credentials, code) => {
    const email = freshEmail();
    const res = await call(server, 'POST', '/identity/public/v1/signup', {
      body: { identity: { userName: email, credentials }, profile: { email } },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(await db().select().from(accountUsers).where(eq(accountUsers.email, email))).toHaveLength(0);
  });

  it('answers the spec codes for user name, email and name bounds', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ identity: { userName: 'abcd', credentials: 'Clave1234' }, profile: { email: 'a@semana.com' } }, '300081'],
      [{ identity: { userName: '', credentials: 'Clave1234' } }, '300080'],
      [{ identity: { credentials: 'Clave1234' } }, '300080'],
      [{ identity: { userName: 'x'.repeat(101), credentials: 'Clave1234' } }, '300081'],
      [{ identity: { userName: 'ana@semana', credentials: 'Clave1234' } }, '300075'],
      [{ identity: { userName: 'lectora', credentials: 'Clave1234' }, profile: { email: 'ana@semana' } }, '300075'],
      [{ identity: { userName: freshEmail(), credentials: 'Clave1234' }, profile: { firstName: '' } }, '300093'],
      [
        { identity: { userName: freshEmail(), credentials: 'Clave1234' }, profile: { firstName: 'Ana<script>' } },
        '300127',
      ],
    ];
    for (const [body, code] of cases) {
      const res = await call(server, 'POST', '/identity/public/v1/signup', { body });
      expect({ code: res.body.code, status: res.status }).toEqual({ code, status: 400 });
    }
  });

  it('answers 400 INVALID_REQUEST to a malformed or missing body, never 500', async () => {
    for (const body of ['{not json', '[]', 'null', '']) {
      const res = await call(server, 'POST', '/identity/public/v1/signup', {
        body,
        headers: { 'Content-Type': 'application/json' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });
});

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
    server.controls.setClock(() => new Date(Date.now() + 16 * 60_000));
    try {
      expect((await login(user.email, user.password)).status).toBe(200);
    } finally {
      server.controls.setClock(undefined);
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
    expect(cookies).toHaveLength(2);
    for (const c of cookies)
      expect(c).toMatch(/HttpOnly.*Secure.*SameSite=(Lax|Strict)|SameSite=(Lax|Strict).*Secure.*HttpOnly/i);
    expect(cookies.join()).toContain(res.body.accessToken);
  });

  it("signs the new reader in with session cookies when the site's own form asks (?cookie=true)", async () => {
    const email = freshEmail();
    const res = await call(server, 'POST', '/identity/public/v1/signup?cookie=true', {
      body: { identity: { userName: email, credentials: 'Clave1234' }, profile: { firstName: 'Ana', email } },
    });
    expect(res.status).toBe(201);
    const cookies = res.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const c of cookies) expect(c).toMatch(/HttpOnly/i);
    // Not remembered: the refresh cookie ends with the browser session.
    expect(cookies.find((c) => c.includes('/identity/public/v1/auth'))).not.toMatch(/Max-Age|Expires/i);
    const profile = await call(server, 'GET', '/identity/public/v1/profile', {
      headers: { cookie: cookies.map((c) => c.split(';')[0]).join('; ') },
    });
    expect(profile.body.firstName).toBe('Ana');
  });

  it('refuses other grant types and a missing password', async () => {
    expect(
      (
        await call(server, 'POST', '/identity/public/v1/auth/login', {
          body: { userName: '', credentials: 'x', grantType: 'facebook' },
        })
      ).body.code,
    ).toBe('UNSUPPORTED_GRANT_TYPE');
    expect(
      (await call(server, 'POST', '/identity/public/v1/auth/login', { body: { userName: 'a@b.co' } })).status,
    ).toBe(400);
  });
});

describe('refresh tokens', () => {
  it('rotates on every use: the new pair works, the old refresh token is spent', async () => {
    const user = await signUp();
    const first = (await login(user.email, user.password)).body;
    const second = await call(server, 'POST', '/identity/public/v1/auth/token', {
      body: { token: first.refreshToken, grantType: 'refresh-token' },
    });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      uuid: user.uuid,
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
    });
    expect(second.body.refreshToken).not.toBe(first.refreshToken);
    const profile = await call(server, 'GET', '/identity/public/v1/profile', { token: second.body.accessToken });
    expect(profile.status).toBe(200);
  });

  it('revokes the whole family when an old refresh token is used again', async () => {
    const user = await signUp();
    const first = (await login(user.email, user.password)).body;
    const second = (
      await call(server, 'POST', '/identity/public/v1/auth/token', {
        body: { token: first.refreshToken, grantType: 'refresh-token' },
      })
    ).body;
    const reuse = await call(server, 'POST', '/identity/public/v1/auth/token', {
      body: { token: first.refreshToken, grantType: 'refresh-token' },
    });
    expect(reuse.status).toBe(401);
    const third = await call(server, 'POST', '/identity/public/v1/auth/token', {
      body: { token: second.refreshToken, grantType: 'refresh-token' },
    });
    expect(third.status).toBe(401);
    expect((await call(server, 'GET', '/identity/public/v1/profile', { token: second.accessToken })).status).toBe(401);
    const sid = JSON.parse(Buffer.from(first.refreshToken.split('.')[1], 'base64url').toString()).sid;
    const [session] = await db().select().from(accountSessions).where(eq(accountSessions.id, sid));
    expect(session.revokedReason).toBe('refresh-token-reuse');
    const audits = await db().select().from(accountAudit).where(eq(accountAudit.userId, user.uuid));
    expect(audits.map((a) => a.event)).toContain('token-reuse');
  });

  it('refuses an expired refresh token, a forged one and none', async () => {
    const user = await signUp();
    const { refreshToken } = (await login(user.email, user.password)).body;
    server.controls.setClock(() => new Date(Date.now() + 31 * 24 * 3600_000));
    try {
      const expired = await call(server, 'POST', '/identity/public/v1/auth/token', {
        body: { token: refreshToken, grantType: 'refresh-token' },
      });
      expect([expired.status, expired.body.code]).toEqual([401, '300019']);
    } finally {
      server.controls.setClock(undefined);
    }
    const forged = refreshToken.slice(0, -4) + 'AAAA';
    expect((await call(server, 'POST', '/identity/public/v1/auth/token', { body: { token: forged } })).status).toBe(
      401,
    );
    expect((await call(server, 'POST', '/identity/public/v1/auth/token', { body: {} })).status).toBe(401);
  });
});

describe('logout, profile and password', () => {
  it('logout (DELETE /v1/auth/token) ends the session: access and refresh tokens stop working', async () => {
    const user = await signUp();
    const s = (await login(user.email, user.password)).body;
    const out = await call(server, 'DELETE', '/identity/public/v1/auth/token', { token: s.accessToken });
    expect(out.status).toBe(200);
    expect((await call(server, 'GET', '/identity/public/v1/profile', { token: s.accessToken })).status).toBe(401);
    expect(
      (await call(server, 'POST', '/identity/public/v1/auth/token', { body: { token: s.refreshToken } })).status,
    ).toBe(401);
    expect((await call(server, 'DELETE', '/identity/public/v1/auth/token')).status).toBe(401);
  });

  it('GET /v1/profile needs a valid bearer token', async () => {
    const user = await signUp();
    const ok = await call(server, 'GET', '/identity/public/v1/profile', { token: user.accessToken });
    expect(ok.body).toMatchObject({
      uuid: user.uuid,
      email: user.email,
      firstName: 'Ana',
      identities: [{ type: 'Password', userName: user.email }],
    });
    expect((await call(server, 'GET', '/identity/public/v1/profile')).status).toBe(401);
    expect((await call(server, 'GET', '/identity/public/v1/profile', { token: 'nope' })).status).toBe(401);
  });

  it('PATCH /v1/profile saves fields, ignores uuid and checks bounds', async () => {
    const user = await signUp();
    const res = await call(server, 'PATCH', '/identity/public/v1/profile', {
      token: user.accessToken,
      body: {
        uuid: 'otro',
        firstName: 'Ana María',
        secondLastName: 'x'.repeat(50),
        contacts: [{ phone: '3001234567', type: 'PRIMARY' }],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ uuid: user.uuid, firstName: 'Ana María' });
    const [row] = await db().select().from(accountUsers).where(eq(accountUsers.id, user.uuid));
    expect(row.profile.firstName).toBe('Ana María');
    expect(row.profile.contacts).toEqual([{ phone: '3001234567', type: 'PRIMARY' }]);
    const bad: [Record<string, unknown>, string][] = [
      [{ secondLastName: 'x'.repeat(51) }, '300130'],
      [{ lastName: 'x'.repeat(101) }, '300128'],
      [{ contacts: [{ phone: '123456789' }] }, '300071'],
      [{ email: 'ana@semana' }, '300075'],
      [{ picture: 'x'.repeat(256) }, '300201'],
      [{ attributes: [{ name: 'x'.repeat(31), value: 'v' }] }, '300201'],
      [{ addresses: [{ line1: 'Calle 1', locality: 'Bogotá', country: 'COL' }] }, '300169'],
      [{ contacts: Array.from({ length: 101 }, () => ({ phone: '3001234567' })) }, '3007010'],
      [
        { addresses: Array.from({ length: 101 }, () => ({ line1: 'Calle 1', locality: 'Cali', country: 'CO' })) },
        '3007011',
      ],
      [{ attributes: Array.from({ length: 101 }, (_, i) => ({ name: `a${i}`, value: 'v' })) }, '3007012'],
      [{ email: 'ana@Mailinator.com' }, '300041'],
    ];
    for (const [body, code] of bad) {
      const r = await call(server, 'PATCH', '/identity/public/v1/profile', { token: user.accessToken, body });
      expect({ status: r.status, code: r.body.code }).toEqual({ status: 400, code });
    }
    const [after] = await db().select().from(accountUsers).where(eq(accountUsers.id, user.uuid));
    expect(after.profile.secondLastName).toBe('x'.repeat(50));
  });

  it('refuses sign-up with a throwaway-mail domain (300041) and creates no account', async () => {
    const email = `desechable.${Date.now()}@yopmail.com`;
    const res = await call(server, 'POST', '/identity/public/v1/signup', {
      body: { identity: { userName: email, credentials: 'Clave1234' }, profile: { email } },
    });
    expect([res.status, res.body.code]).toEqual([400, '300041']);
    expect(await db().select().from(accountUsers).where(eq(accountUsers.email, email))).toEqual([]);
  });

  it("PATCH /v1/profile refuses another reader's email with 300022", async () => {
    const a = await signUp();
    const b = await signUp();
    const res = await call(server, 'PATCH', '/identity/public/v1/profile', {
      token: b.accessToken,
      body: { email: a.email },
    });
    expect([res.status, res.body.code]).toEqual([409, '300022']);
  });

  it('PUT /v1/password changes the password, ends other sessions and audits it', async () => {
    const user = await signUp();
    const other = (await login(user.email, user.password)).body;
    const wrong = await call(server, 'PUT', '/identity/public/v1/password', {
      token: user.accessToken,
      body: { oldPassword: 'Mala12345', newPassword: 'Nueva1234' },
    });
    expect(wrong.body.code).toBe('300040');
    const weak = await call(server, 'PUT', '/identity/public/v1/password', {
      token: user.accessToken,
      body: { oldPassword: user.password, newPassword: 'debil' },
    });
    expect(weak.body.code).toBe('300036');
    const ok = await call(server, 'PUT', '/identity/public/v1/password', {
      token: user.accessToken,
      body: { oldPassword: user.password, newPassword: 'Nueva1234' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.userName).toBe(user.email);
    expect((await login(user.email, user.password)).status).toBe(401);
    expect((await login(user.email, 'Nueva1234')).status).toBe(200);
    expect((await call(server, 'GET', '/identity/public/v1/profile', { token: other.accessToken })).status).toBe(401);
    expect((await call(server, 'GET', '/identity/public/v1/profile', { token: user.accessToken })).status).toBe(200);
  });

  it('GET /v1/config tells the recaptcha switches and the password policy', async () => {
    const res = await call(server, 'GET', '/identity/public/v1/config');
    expect(res.body).toMatchObject({
      signinRecaptcha: false,
      disqus: { enabled: false },
      facebookAppId: expect.any(String),
      pwMinLength: 8,
    });
  });

  it('enforces recaptcha on login when the config enables it (130001)', async () => {
    server.controls.settings.recaptcha.signin = true;
    try {
      const res = await login('a@semana.com', 'Clave1234');
      expect(res.body).toEqual({ code: '130001', message: 'Captcha token invalid' });
    } finally {
      server.controls.settings.recaptcha.signin = false;
    }
  });
});
