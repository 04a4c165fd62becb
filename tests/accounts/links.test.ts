import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { accountNonces, accountOutbox, accountUsers } from '../../server/db/schema-accounts';
import { call, startAccountsServer, type AccountsServer } from './storage';

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server?.close());
beforeEach(() => server.controls.resetThrottle());

const db = () => server.database.db;
let n = 0;

async function signUp() {
  const email = `enlace${++n}.${Date.now()}@semana.com`;
  const res = await call(server, 'POST', '/identity/public/v1/signup', {
    body: { identity: { userName: email, credentials: 'Clave1234' }, profile: { email } },
  });
  return { email, uuid: res.body.uuid as string, token: res.body.accessToken as string };
}

async function lastMailTo(to: string) {
  const [mail] = await db()
    .select()
    .from(accountOutbox)
    .where(eq(accountOutbox.to, to))
    .orderBy(desc(accountOutbox.id))
    .limit(1);
  return mail;
}

const nonceIn = (text: string) => /(?:nonce=|#)([A-Za-z0-9_-]{20,})/.exec(text)?.[1] ?? '';

describe('password reset by nonce', () => {
  it('answers the same for known and unknown accounts, and mails only the known one', async () => {
    const user = await signUp();
    const known = await call(server, 'POST', '/identity/public/v1/password/reset', { body: { userName: user.email } });
    const unknown = await call(server, 'POST', '/identity/public/v1/password/reset', {
      body: { userName: 'nadie@semana.com' },
    });
    await server.controls.settled(); // the reset is mailed after its answer
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
    expect(known.body).toEqual({ success: true });
    expect((await lastMailTo(user.email)).text).toContain('/recuperar-contrasena/?nonce=');
    expect(await lastMailTo('nadie@semana.com')).toBeUndefined();
  });

  it('redeems once: the new password works, the nonce is spent and stored only hashed', async () => {
    const user = await signUp();
    await call(server, 'POST', '/identity/public/v1/password/reset', { body: { userName: user.email } });
    await server.controls.settled(); // the reset is mailed after its answer
    const nonce = nonceIn((await lastMailTo(user.email)).text);
    const rows = await db().select().from(accountNonces).where(eq(accountNonces.userId, user.uuid));
    expect(rows.map((r) => r.nonceHash)).not.toContain(nonce);
    const weak = await call(server, 'PUT', `/identity/public/v1/password/reset/${nonce}`, {
      body: { newPassword: 'x' },
    });
    expect(weak.body.code).toBe('300036');
    const ok = await call(server, 'PUT', `/identity/public/v1/password/reset/${nonce}`, {
      body: { newPassword: 'Nueva1234' },
    });
    expect(ok.body).toEqual({ success: true });
    const login = await call(server, 'POST', '/identity/public/v1/auth/login', {
      body: { userName: user.email, credentials: 'Nueva1234', grantType: 'password' },
    });
    expect(login.status).toBe(200);
    expect((await call(server, 'GET', '/identity/public/v1/profile', { token: user.token })).status).toBe(401);
    const again = await call(server, 'PUT', `/identity/public/v1/password/reset/${nonce}`, {
      body: { newPassword: 'Otra12345' },
    });
    expect([again.status, again.body.code]).toEqual([410, '300033']);
  });

  it('refuses an expired nonce with 300033', async () => {
    const user = await signUp();
    await call(server, 'POST', '/identity/public/v1/password/reset', { body: { userName: user.email } });
    await server.controls.settled(); // the reset is mailed after its answer
    const nonce = nonceIn((await lastMailTo(user.email)).text);
    server.controls.setClock(() => new Date(Date.now() + 61 * 60_000));
    try {
      const res = await call(server, 'PUT', `/identity/public/v1/password/reset/${nonce}`, {
        body: { newPassword: 'Nueva1234' },
      });
      expect(res.body.code).toBe('300033');
    } finally {
      server.controls.setClock(undefined);
    }
    const [row] = await db().select().from(accountUsers).where(eq(accountUsers.id, user.uuid));
    expect(
      (
        await call(server, 'POST', '/identity/public/v1/auth/login', {
          body: { userName: row.email, credentials: 'Clave1234' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('magic link', () => {
  it('mails a link to our page, which redeems the nonce once into a session', async () => {
    const user = await signUp();
    const asked = await call(server, 'POST', '/identity/public/v1/auth/magiclink', {
      body: { email: user.email, recaptchaToken: 't' },
    });
    expect(asked.body).toEqual({ success: true });
    const text = (await lastMailTo(user.email)).text;
    expect(text).toContain('/identity/public/enlace/acceso#');
    // The link opens the site's own sign-in page, in its layout (the nonce stays in the fragment).
    const opened = await fetch(server.url + '/identity/public/enlace/acceso', { redirect: 'manual' });
    expect([opened.status, opened.headers.get('location')]).toEqual([302, '/login-semana/?enlace=acceso']);
    const nonce = nonceIn(text);
    const redeemed = await call(server, 'GET', `/identity/public/v1/auth/magiclink/${nonce}`);
    expect(redeemed.body).toMatchObject({ uuid: user.uuid, accessToken: expect.any(String) });
    const again = await call(server, 'GET', `/identity/public/v1/auth/magiclink/${nonce}`);
    expect([again.status, again.body.code]).toEqual([410, 'MAGIC_LINK_EXPIRED']);
    expect(again.body.message).toBe('El enlace para ingresar ya fue usado o expiró. Pide uno nuevo.');
  });

  it('signs the reader in with HttpOnly session cookies and brings them back to a same-site path only', async () => {
    const user = await signUp();
    await call(server, 'POST', '/identity/public/v1/auth/magiclink', {
      body: { email: user.email, returnTo: '/nacion/?a=1' },
    });
    const link = new URL((await lastMailTo(user.email)).text.match(/https?:\/\/\S+/)![0]);
    expect(link.search).toBe(`?redirect=${encodeURIComponent('/nacion/?a=1')}`);
    const opened = await fetch(server.url + link.pathname + link.search, { redirect: 'manual' });
    expect(opened.headers.get('location')).toBe(
      `/login-semana/?enlace=acceso&redirect=${encodeURIComponent('/nacion/?a=1')}`,
    );
    const evil = await fetch(server.url + link.pathname + '?redirect=' + encodeURIComponent('/.//evil.example/x'), {
      redirect: 'manual',
    });
    expect(evil.headers.get('location')).toBe('/login-semana/?enlace=acceso');

    const redeemed = await call(server, 'GET', `/identity/public/v1/auth/magiclink/${link.hash.slice(1)}?cookie=true`);
    expect(redeemed.status).toBe(200);
    const cookies = redeemed.headers.getSetCookie();
    const access = cookies.find((c) => c.startsWith('arc_access_token='));
    expect(access).toMatch(/HttpOnly/i);
    const profile = await call(server, 'GET', '/identity/public/v1/profile', {
      headers: { Cookie: access!.split(';')[0] },
    });
    expect(profile.body.uuid).toBe(user.uuid);

    // A way back off the site is dropped before it reaches the mail.
    await call(server, 'POST', '/identity/public/v1/auth/magiclink', {
      body: { email: user.email, returnTo: '/\t/evil.example' },
    });
    expect((await lastMailTo(user.email)).text).toMatch(/\/enlace\/acceso#/);
  });

  it('expires after 15 minutes', async () => {
    const user = await signUp();
    await call(server, 'POST', '/identity/public/v1/auth/magiclink', { body: { email: user.email } });
    const nonce = nonceIn((await lastMailTo(user.email)).text);
    server.controls.setClock(() => new Date(Date.now() + 16 * 60_000));
    try {
      expect((await call(server, 'GET', `/identity/public/v1/auth/magiclink/${nonce}`)).body.code).toBe(
        'MAGIC_LINK_EXPIRED',
      );
    } finally {
      server.controls.setClock(undefined);
    }
  });

  it('refuses a malformed email and answers unknown ones like known ones', async () => {
    expect(
      (await call(server, 'POST', '/identity/public/v1/auth/magiclink', { body: { email: 'ana@semana' } })).body.code,
    ).toBe('300075');
    expect(
      (await call(server, 'POST', '/identity/public/v1/auth/magiclink', { body: { email: 'nadie@semana.com' } })).body,
    ).toEqual({ success: true });
  });
});

describe('email verification', () => {
  it('verifies by nonce, then answers 300050 to a new request', async () => {
    const user = await signUp();
    expect(
      (await call(server, 'POST', '/identity/public/v1/email/verify', { body: { email: user.email } })).body,
    ).toEqual({ success: true });
    const nonce = nonceIn((await lastMailTo(user.email)).text);
    expect((await call(server, 'GET', `/identity/public/v1/email/verify/${nonce}`)).body).toEqual({ success: true });
    const [row] = await db().select().from(accountUsers).where(eq(accountUsers.id, user.uuid));
    expect(row.emailVerified).toBe(true);
    const again = await call(server, 'POST', '/identity/public/v1/email/verify', { body: { email: user.email } });
    expect([again.status, again.body.code]).toEqual([409, '300050']);
  });
});

describe('development mailbox', () => {
  it('lists the outbox at /dev/mailbox, escaped', async () => {
    const user = await signUp();
    await call(server, 'POST', '/identity/public/v1/password/reset', { body: { userName: user.email } });
    await server.controls.settled(); // the reset is mailed after its answer
    const html = await fetch(server.url + '/dev/mailbox').then((r) => r.text());
    expect(html).toContain('Recupera tu contraseña');
    expect(html).toContain(user.email);
  });
});

describe('CORS and cookie sessions', () => {
  const preflight = (origin: string) =>
    fetch(server.url + '/identity/public/v1/auth/login', {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
    });

  it("allows the six sites' origins and localhost outside production, nobody else", async () => {
    const semana = await preflight('https://www.semana.com');
    expect(semana.status).toBe(204);
    expect(semana.headers.get('access-control-allow-origin')).toBe('https://www.semana.com');
    expect(semana.headers.get('access-control-allow-credentials')).toBe('true');
    expect((await preflight('http://localhost:5173')).status).toBe(204);
    const evil = await preflight('https://evil.example');
    expect(evil.status).toBe(403);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight('http://www.semana.com')).status).toBe(403);
  });

  it('accepts a cookie session for unsafe calls only from an allowed Origin', async () => {
    const user = await signUp();
    const login = await call(server, 'POST', '/identity/public/v1/auth/login?cookie=true', {
      body: { userName: user.email, credentials: 'Clave1234' },
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect((await call(server, 'GET', '/identity/public/v1/profile', { headers: { Cookie: cookie } })).status).toBe(
      200,
    );
    const patch = (origin?: string) =>
      call(server, 'PATCH', '/identity/public/v1/profile', {
        body: { firstName: 'Intrusa' },
        headers: { Cookie: cookie, ...(origin ? { Origin: origin } : {}) },
      });
    expect((await patch('https://evil.example')).status).toBe(401);
    expect((await patch()).status).toBe(401);
    expect((await patch('https://www.semana.com')).status).toBe(200);
  });
});
