import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountIdentities, accountUsers } from '../../server/db/schema-accounts';
import { newReader } from './readers';
import { Jar, signInAtProvider, startLocalProvider, step, type LocalProvider } from './oidc-helpers';
import { call, startAccountsServer, type AccountsServer } from './storage';

let server: AccountsServer;
let provider: LocalProvider;
const OIDC = '/identity/public/v2/oidc';

beforeAll(async () => {
  server = await startAccountsServer();
  provider = await startLocalProvider(`${server.url}${OIDC}/signin`);
  const { oidc } = server.controls.settings;
  oidc.allowInsecureIssuers = true;
  oidc.providers.local = {
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    scope: 'openid email profile',
  };
});
afterAll(async () => {
  await provider?.close();
  await server?.close();
});
beforeEach(() => server.controls.resetThrottle());

const db = () => server.database.db;
let n = 0;
const person = (verified = true, email = `oidc${++n}.${Date.now()}@semana.com`) => {
  const sub = `sub-${n}-${Date.now()}`;
  provider.people.set(sub, { email, email_verified: verified, given_name: 'Lucía' });
  return { sub, email };
};

/** Initiate, sign in at the provider as `sub`, come back: answers the jar and our server's last answer. */
async function signIn(sub: string, returnTo = '/mi-cuenta/', headers: Record<string, string> = {}) {
  const jar = new Jar();
  const start = await step(jar, `${server.url}${OIDC}/local/initiate?returnTo=${encodeURIComponent(returnTo)}`);
  expect(start.status).toBe(302);
  const back = await signInAtProvider(jar, start.headers.get('location') ?? '', sub);
  expect(back.startsWith(`${server.url}${OIDC}/signin?`)).toBe(true);
  const done = await step(jar, back, { headers });
  return { jar, done, back };
}

const profileWith = (jar: Jar) =>
  call(server, 'GET', '/identity/public/v1/profile', {
    headers: { cookie: `arc_access_token=${jar.get(server.url, 'arc_access_token')}` },
  });

describe('OpenID Connect sign-in', () => {
  it('redirects to the provider with PKCE and state, remembered in a short-lived HttpOnly cookie', async () => {
    const jar = new Jar();
    const res = await step(jar, `${server.url}${OIDC}/local/initiate`);
    expect(res.status).toBe(302);
    const url = new URL(res.headers.get('location') ?? '');
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBeTruthy();
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(`${server.url}${OIDC}/signin`);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('arc_oidc_state='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).toMatch(/Path=\/identity\/public\/v2\/oidc/);
  });

  it('creates the account, saves the identity, sets the session cookies and returns to the page', async () => {
    const { sub, email } = person();
    const { jar, done } = await signIn(sub, '/mi-cuenta/?tab=perfil');
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/mi-cuenta/?tab=perfil');
    const cookies = done.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('arc_access_token='))).toMatch(/HttpOnly/);
    expect(cookies.find((c) => c.startsWith('arc_refresh_token='))).toMatch(/HttpOnly/);

    const profile = await profileWith(jar);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ email, emailVerified: true, firstName: 'Lucía' });
    expect(profile.body.identities).toEqual([expect.objectContaining({ type: 'local', userName: email })]);
    const rows = await db().select().from(accountIdentities).where(eq(accountIdentities.subject, sub));
    expect(rows).toEqual([expect.objectContaining({ provider: 'local', userId: profile.body.uuid, email })]);

    // The account has no password anyone knows.
    const login = await call(server, 'POST', '/identity/public/v1/auth/login', {
      body: { userName: email, credentials: 'Clave1234', grantType: 'password' },
    });
    expect(login.status).toBe(401);
  });

  it('signs the same person in to the same account the next time', async () => {
    const { sub } = person();
    const first = await profileWith((await signIn(sub)).jar);
    const second = await profileWith((await signIn(sub)).jar);
    expect(second.body.uuid).toBe(first.body.uuid);
    expect(await db().select().from(accountIdentities).where(eq(accountIdentities.subject, sub))).toHaveLength(1);
  });

  it('links to an existing account only when both sides know the email is verified', async () => {
    const reader = await newReader(server);
    const unverified = person(true, reader.email);
    const refused = await signIn(unverified.sub);
    expect(refused.done.status).toBe(409);
    expect((await refused.done.json()).code).toBe('300022');

    await db().update(accountUsers).set({ emailVerified: true }).where(eq(accountUsers.id, reader.uuid));
    const providerUnverified = person(false, reader.email);
    expect((await signIn(providerUnverified.sub)).done.status).toBe(409);

    const { jar, done } = await signIn(unverified.sub);
    expect(done.status).toBe(302);
    const profile = await profileWith(jar);
    expect(profile.body.uuid).toBe(reader.uuid);
    expect(profile.body.identities.map((i: { type: string }) => i.type)).toEqual(['Password', 'local']);
  });

  it('answers JSON to the SDK, which calls initiate and signin with fetch', async () => {
    const { sub } = person();
    const jar = new Jar();
    const json = { 'Content-Type': 'application/json' };
    const start = await step(jar, `${server.url}${OIDC}/local/initiate`, { headers: json });
    expect(start.status).toBe(200);
    const { url } = (await start.json()) as { url: string };
    const back = await signInAtProvider(jar, url, sub);
    const done = await step(jar, back, { headers: json });
    expect(done.status).toBe(200);
    const body = (await done.json()) as Record<string, string>;
    expect(body).toMatchObject({ uuid: expect.any(String), accessToken: expect.any(String) });
    const profile = await call(server, 'GET', '/identity/public/v1/profile', { token: body.accessToken });
    expect(profile.body.uuid).toBe(body.uuid);
  });
});

describe('state and return path', () => {
  it('refuses a callback whose state does not match, is missing, tampered or expired with 400', async () => {
    const { sub } = person();
    const jar = new Jar();
    const start = await step(jar, `${server.url}${OIDC}/local/initiate`);
    const back = await signInAtProvider(jar, start.headers.get('location') ?? '', sub);
    const wrongState = back.replace(/state=[^&]+/, 'state=forged');
    const cookie = jar.get(server.url, 'arc_oidc_state') ?? '';
    const attempts = [
      await step(jar, wrongState),
      await fetch(back, { redirect: 'manual' }), // another browser: no state cookie
      await fetch(back, { redirect: 'manual', headers: { cookie: `arc_oidc_state=${cookie.slice(0, -4)}AAAA` } }),
      await fetch(`${server.url}${OIDC}/signin`, { redirect: 'manual' }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    server.controls.setClock(() => new Date(Date.now() + 11 * 60_000));
    try {
      const expired = await step(jar, back);
      expect(expired.status).toBe(400);
      expect((await expired.json()).code).toBe('INVALID_STATE');
    } finally {
      server.controls.setClock(undefined);
    }
    expect(await db().select().from(accountIdentities).where(eq(accountIdentities.subject, sub))).toHaveLength(0);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/.//evil.example/x',
  ])('refuses to return to %s', async (returnTo) => {
    const res = await call(server, 'GET', `${OIDC}/local/initiate?returnTo=${encodeURIComponent(returnTo)}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_REDIRECT');
  });

  it('answers 404 with code and message for a provider that is not configured', async () => {
    const res = await call(server, 'GET', `${OIDC}/twitter/initiate`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
  });

  it('lists the configured providers with their initiate URLs', async () => {
    const res = await call(server, 'GET', `${OIDC}/provider/login?provider=local`);
    expect(res.body.providers).toContainEqual({ name: 'local', type: 'local', url: `${OIDC}/local/initiate` });
    expect(res.body.message).toBe(`${OIDC}/local/initiate`);
  });
});

describe('unlinking', () => {
  it('refuses to remove the last way in with 300044 and keeps the identity', async () => {
    const { sub } = person();
    const { done } = await signIn(sub, '/', { 'Content-Type': 'application/json' });
    const { accessToken } = (await done.json()) as { accessToken: string };
    for (const [method, path, body] of [
      ['PUT', `${OIDC}/unlink`, { identifier: 'local' }],
      ['DELETE', '/identity/public/v1/identity/local', undefined],
    ] as const) {
      const res = await call(server, method, path, { token: accessToken, body });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('300044');
    }
    expect(await db().select().from(accountIdentities).where(eq(accountIdentities.subject, sub))).toHaveLength(1);
  });

  it('removes the identity of a reader who also has a password', async () => {
    const reader = await newReader(server);
    const { sub } = person();
    // Signed in with a password, then with the provider: the identity joins that account.
    await signIn(sub, '/', { authorization: `Bearer ${reader.token}` });
    expect(await db().select().from(accountIdentities).where(eq(accountIdentities.userId, reader.uuid))).toHaveLength(
      1,
    );
    const res = await call(server, 'PUT', `${OIDC}/unlink`, { token: reader.token, body: { identifier: 'local' } });
    expect(res.status).toBe(200);
    expect(res.body.identities.map((i: { type: string }) => i.type)).toEqual(['Password']);
    expect(await db().select().from(accountIdentities).where(eq(accountIdentities.userId, reader.uuid))).toHaveLength(
      0,
    );
    const again = await call(server, 'DELETE', '/identity/public/v1/identity/local', { token: reader.token });
    expect(again.status).toBe(404);
    expect((await call(server, 'PUT', `${OIDC}/unlink`, { body: { identifier: 'local' } })).status).toBe(401);
  });
});
