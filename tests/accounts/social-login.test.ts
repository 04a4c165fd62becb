import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { accountIdentities, accountOutbox, accountUsers } from '../../server/db/schema-accounts';
import { newReader } from './readers';
import { testSigner } from './oidc-helpers';
import { call, startAccountsServer, type AccountsServer } from './storage';

const GOOGLE_KEYS = 'https://keys.test/google';
const APPLE_KEYS = 'https://keys.test/apple';
const GRAPH = 'https://graph.test/v19.0';
const GOOGLE_CLIENT = 'semana-web.apps.googleusercontent.com';

let server: AccountsServer;
let google: Awaited<ReturnType<typeof testSigner>>;
let apple: Awaited<ReturnType<typeof testSigner>>;
let graphCalls: URL[] = [];
const facebookPeople = new Map<string, { id: string; email?: string; first_name?: string }>();

// Google's and Apple's key sets and Facebook's Graph API, in place of the real ones.
const mocks = setupServer(
  http.get(GOOGLE_KEYS, () => HttpResponse.json(google.jwks)),
  http.get(APPLE_KEYS, () => HttpResponse.json(apple.jwks)),
  http.get(`${GRAPH}/me`, ({ request }) => {
    const url = new URL(request.url);
    graphCalls.push(url);
    const me = facebookPeople.get(url.searchParams.get('access_token') ?? '');
    return me
      ? HttpResponse.json(me)
      : HttpResponse.json({ error: { message: 'Invalid OAuth access token', code: 190 } }, { status: 400 });
  }),
);

beforeAll(async () => {
  google = await testSigner('https://accounts.google.com', GOOGLE_CLIENT);
  apple = await testSigner('https://appleid.apple.com', 'co.semana.web');
  mocks.listen({ onUnhandledRequest: 'bypass' });
  server = await startAccountsServer();
  const { oidc } = server.controls.settings;
  oidc.google = { ...oidc.google, audiences: [GOOGLE_CLIENT], jwksUri: GOOGLE_KEYS };
  oidc.apple = { ...oidc.apple, audiences: ['co.semana.web'], jwksUri: APPLE_KEYS, clientId: 'co.semana.web' };
  oidc.facebook = { appId: '1234', appSecret: 'facebook-app-secret', graphUrl: GRAPH };
});
afterAll(async () => {
  mocks.close();
  await server?.close();
});
beforeEach(() => server.controls.resetThrottle());
afterEach(() => {
  graphCalls = [];
});

const db = () => server.database.db;
let n = 0;
const fresh = () => ({ sub: `g-${++n}-${Date.now()}`, email: `social${n}.${Date.now()}@semana.com` });
const login = (grantType: string, credentials: string, opts: { token?: string; query?: string } = {}) =>
  call(server, 'POST', `/identity/public/v1/auth/login${opts.query ?? ''}`, {
    token: opts.token,
    body: { userName: '', credentials, grantType },
  });
const identityRows = (subject: string) =>
  db().select().from(accountIdentities).where(eq(accountIdentities.subject, subject));

describe('POST /v1/auth/login with grantType google', () => {
  it('creates the account from a verified Google ID token and answers uuid and tokens', async () => {
    const { sub, email } = fresh();
    const res = await login('google', await google.sign({ sub, email, email_verified: true, given_name: 'Ana' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ uuid: expect.any(String), accessToken: expect.any(String) });
    const profile = await call(server, 'GET', '/identity/public/v1/profile', { token: res.body.accessToken });
    expect(profile.body).toMatchObject({ email, firstName: 'Ana', emailVerified: true });
    expect(profile.body.identities).toEqual([expect.objectContaining({ type: 'Google', userName: email })]);
    expect(await identityRows(sub)).toEqual([expect.objectContaining({ provider: 'google', userId: res.body.uuid })]);

    const again = await login('google', await google.sign({ sub, email, email_verified: true }));
    expect(again.body.uuid).toBe(res.body.uuid);
  });

  it.each([
    ['another app', { aud: 'someone-else.apps.googleusercontent.com' }],
    ['another issuer', { iss: 'https://evil.example' }],
    ['an expired token', { expiresIn: '-1m' }],
  ])('refuses a token for %s with 401 and saves nothing', async (_what, opts) => {
    const { sub, email } = fresh();
    const res = await login('google', await google.sign({ sub, email, email_verified: true }, opts));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'INVALID_SOCIAL_TOKEN', message: expect.any(String) });
    expect(await identityRows(sub)).toHaveLength(0);
    expect(await db().select().from(accountUsers).where(eq(accountUsers.email, email))).toHaveLength(0);
  });

  it('refuses a token signed with a key Google does not publish', async () => {
    const forger = await testSigner('https://accounts.google.com', GOOGLE_CLIENT);
    const res = await login('google', await forger.sign({ ...fresh(), email_verified: true }));
    expect(res.status).toBe(401);
    expect((await login('google', 'not-a-jwt')).status).toBe(401);
  });

  it('counts failed attempts in the per-source throttle', async () => {
    server.controls.settings.throttle.attemptsPerMinute = 3;
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await login('google', 'not-a-jwt')).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      server.controls.settings.throttle.attemptsPerMinute = 30;
    }
  });

  it('sets the HttpOnly session cookies with ?cookie=true', async () => {
    const { sub, email } = fresh();
    const res = await login('google', await google.sign({ sub, email, email_verified: true }), {
      query: '?cookie=true',
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('arc_access_token='))).toMatch(/HttpOnly/);
  });

  it('links the Google identity to the reader who is already signed in', async () => {
    const reader = await newReader(server);
    const { sub } = fresh();
    const token = await google.sign({ sub, email: 'otra.direccion@gmail.com', email_verified: true });
    const res = await login('google', token, { token: reader.token });
    expect(res.body.uuid).toBe(reader.uuid);
    const profile = await call(server, 'GET', '/identity/public/v1/profile', { token: reader.token });
    expect(profile.body.identities.map((i: { type: string }) => i.type)).toEqual(['Password', 'Google']);
  });

  it('refuses to unlink Google from an account that has no other way in', async () => {
    const { sub, email } = fresh();
    const { body } = await login('google', await google.sign({ sub, email, email_verified: true }));
    const res = await call(server, 'DELETE', '/identity/public/v1/identity/google', { token: body.accessToken });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('300044');
    expect(await identityRows(sub)).toHaveLength(1);
  });

  it('refuses grant types it does not know with 400', async () => {
    const res = await login('twitter', 'whatever');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('UNSUPPORTED_GRANT_TYPE');
  });
});

describe('apple and facebook grant types', () => {
  it('accepts an Apple ID token (email_verified as a string) and joins a verified account', async () => {
    const reader = await newReader(server);
    await db().update(accountUsers).set({ emailVerified: true }).where(eq(accountUsers.id, reader.uuid));
    const sub = `apple-${Date.now()}`;
    const res = await login('apple', await apple.sign({ sub, email: reader.email, email_verified: 'true' }));
    expect(res.status).toBe(200);
    expect(res.body.uuid).toBe(reader.uuid);
    expect(await identityRows(sub)).toEqual([expect.objectContaining({ provider: 'apple', userId: reader.uuid })]);
  });

  it('asks the Graph API who the Facebook token belongs to, with an appsecret_proof', async () => {
    const email = `fb.${Date.now()}@semana.com`;
    facebookPeople.set('fb-token-1', { id: `fb-${Date.now()}`, email, first_name: 'Sofía' });
    const res = await login('facebook', 'fb-token-1');
    expect(res.status).toBe(200);
    expect(graphCalls[0].searchParams.get('appsecret_proof')).toMatch(/^[0-9a-f]{64}$/);
    const profile = await call(server, 'GET', '/identity/public/v1/profile', { token: res.body.accessToken });
    expect(profile.body).toMatchObject({ email, firstName: 'Sofía', emailVerified: false });

    const bad = await login('facebook', 'expired-token');
    expect(bad.status).toBe(401);
  });

  it('never joins an existing account on a Facebook email, which Facebook does not vouch for', async () => {
    const reader = await newReader(server);
    await db().update(accountUsers).set({ emailVerified: true }).where(eq(accountUsers.id, reader.uuid));
    facebookPeople.set('fb-token-2', { id: `fb2-${Date.now()}`, email: reader.email });
    const res = await login('facebook', 'fb-token-2');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('300022');
  });

  it('answers the Apple authorization URL with our client id and a state', async () => {
    const res = await call(server, 'GET', '/identity/public/v1/apple/authurl');
    expect(res.status).toBe(200);
    const url = new URL(res.body as unknown as string);
    expect(url.origin).toBe('https://appleid.apple.com');
    expect(url.searchParams.get('client_id')).toBe('co.semana.web');
    expect(url.searchParams.get('state')?.length).toBeGreaterThan(20);
  });
});

describe('subscribe with Google', () => {
  const swg = (path: string, opts: Parameters<typeof call>[3] = {}) =>
    call(server, opts.body ? 'POST' : 'GET', `/identity/public/v1/swg${path}`, opts);

  it('says whether an account is linked to the Google identity of the token', async () => {
    const { sub, email } = fresh();
    const token = await google.sign({ sub, email, email_verified: true });
    expect((await swg('/checkloginexists', { body: { token } })).body).toMatchObject({ identityExists: false });
    const linked = await login('google', token);
    const found = (await swg('/checkloginexists', { body: { token } })).body;
    expect(found).toMatchObject({ identityExists: true, exists: true, profileId: linked.body.uuid });
    // The answer signs the linked reader in.
    const profile = await call(server, 'GET', '/identity/public/v1/profile', { token: found.accessToken });
    expect(profile.body.uuid).toBe(linked.body.uuid);
    expect(found.refreshToken).toEqual(expect.any(String));
    const forged = await (await testSigner('https://accounts.google.com', GOOGLE_CLIENT)).sign({ sub });
    expect((await swg('/checkloginexists', { body: { token: forged } })).status).toBe(401);
    expect((await swg('/checkloginexists', { body: {} })).status).toBe(400);
  });

  it('moves a Google identity to the signed-in reader who proves both accounts', async () => {
    const owner = await newReader(server);
    const { sub } = fresh();
    const googleToken = await google.sign({ sub, email: 'suscriptor@gmail.com', email_verified: true });
    await login('google', googleToken, { token: owner.token });
    const reader = await newReader(server);
    expect((await call(server, 'GET', '/identity/public/swg/accesstoken')).status).toBe(401);
    const { accessToken } = (await swg('/accesstoken', { token: reader.token })).body;

    const res = await swg(`/${accessToken}/relink/${googleToken}`, { token: reader.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ uuid: reader.uuid, accessToken: expect.any(String) });
    expect(await identityRows(sub)).toEqual([expect.objectContaining({ userId: reader.uuid })]);

    // Somebody else's SwG token does not work for this reader.
    const other = await newReader(server);
    const stranger = await swg(`/${accessToken}/relink/${googleToken}`, { token: other.token });
    expect(stranger.status).toBe(401);
    expect(stranger.body.code).toBe('INVALID_SWG_TOKEN');
  });

  it('refuses to take the only way in of another account (300044)', async () => {
    const { sub, email } = fresh();
    const googleToken = await google.sign({ sub, email, email_verified: true });
    const owner = (await login('google', googleToken)).body;
    const reader = await newReader(server);
    const { accessToken } = (await swg('/accesstoken', { token: reader.token })).body;
    const res = await swg(`/${accessToken}/relink/${googleToken}`, { token: reader.token });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('300044');
    expect(await identityRows(sub)).toEqual([expect.objectContaining({ userId: owner.uuid })]);
  });
});

describe('anonymisation of a social account', () => {
  it('forgets the linked identities, so the same Google person starts afresh', async () => {
    const { sub, email } = fresh();
    const token = await google.sign({ sub, email, email_verified: true });
    const first = (await login('google', token)).body;
    await call(server, 'DELETE', '/identity/public/v1/user/anonymize', { token: first.accessToken });
    const [mail] = await db()
      .select()
      .from(accountOutbox)
      .where(eq(accountOutbox.to, email))
      .orderBy(desc(accountOutbox.id))
      .limit(1);
    const nonce = /\n([A-Za-z0-9_-]{40,})\n/.exec(mail.text)?.[1] ?? '';
    const approved = await call(server, 'PUT', `/identity/public/v1/user/anonymize/approve/${nonce}`, { body: {} });
    expect(approved.body).toEqual({ success: true });
    expect(await identityRows(sub)).toHaveLength(0);
    const again = await login('google', token);
    expect(again.status).toBe(200);
    expect(again.body.uuid).not.toBe(first.uuid);
  });
});
