import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { exportPKCS8, generateKeyPair, jwtVerify, type CryptoKey } from 'jose';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { accountIdentities, accountUsers } from '../../server/db/schema-accounts';
import type { AppleSettings } from '../../server/accounts/identity/oidc-settings';
import { newReader } from './readers';
import { testSigner } from './oidc-helpers';
import { call, startAccountsServer, type AccountsServer } from './storage';

const APPLE_KEYS = 'https://apple.test/auth/keys';
const TOKEN_URL = 'https://apple.test/auth/token';
const CLIENT = 'co.semana.web';
const TEAM = 'TEAM123456';
const KEY_ID = 'KEY7654321';

let server: AccountsServer;
let apple: Awaited<ReturnType<typeof testSigner>>;
let publicKey: CryptoKey;
let appleSettings: AppleSettings;
/** What Apple's token endpoint does now, the forms it received, and the ID token each good code yields. */
let mode: 'ok' | 'down' | 'failing' = 'ok';
let received: URLSearchParams[] = [];
const codes = new Map<string, string>();

const mocks = setupServer(
  http.get(APPLE_KEYS, () => HttpResponse.json(apple.jwks)),
  http.post(TOKEN_URL, async ({ request }) => {
    if (mode === 'down') return HttpResponse.error();
    if (mode === 'failing') return new HttpResponse('upstream error', { status: 502 });
    const form = new URLSearchParams(await request.text());
    received.push(form);
    const secret = form.get('client_secret') ?? '';
    const trusted = await jwtVerify(secret, publicKey, {
      issuer: TEAM,
      subject: CLIENT,
      audience: 'https://appleid.apple.com',
    }).catch(() => null);
    if (!trusted || form.get('client_id') !== CLIENT)
      return HttpResponse.json({ error: 'invalid_client' }, { status: 400 });
    const idToken = codes.get(form.get('code') ?? '');
    if (!idToken) return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
    codes.delete(form.get('code') ?? ''); // single use, like Apple's
    return HttpResponse.json({ access_token: 'a', token_type: 'Bearer', expires_in: 3600, id_token: idToken });
  }),
);

beforeAll(async () => {
  apple = await testSigner('https://appleid.apple.com', CLIENT);
  const pair = await generateKeyPair('ES256', { extractable: true });
  publicKey = pair.publicKey;
  mocks.listen({ onUnhandledRequest: 'bypass' });
  server = await startAccountsServer();
  const { oidc } = server.controls.settings;
  appleSettings = {
    ...oidc.apple,
    audiences: [CLIENT],
    jwksUri: APPLE_KEYS,
    clientId: CLIENT,
    teamId: TEAM,
    keyId: KEY_ID,
    privateKey: await exportPKCS8(pair.privateKey),
    tokenUrl: TOKEN_URL,
    returnUrl: '/cuenta/apple',
  };
});
afterAll(async () => {
  mocks.close();
  await server?.close();
});
beforeEach(() => {
  server.controls.resetThrottle();
  server.controls.settings.oidc.apple = { ...appleSettings };
  mode = 'ok';
  received = [];
});
afterEach(() => codes.clear());

const db = () => server.database.db;
let n = 0;
/** A code Apple will trade for an ID token with these claims (Apple's codes have dots too). */
async function appleCode(claims: Record<string, unknown>, aud = CLIENT) {
  const code = `c${++n}${Date.now()}.0.mrzv.${'A'.repeat(20)}`;
  codes.set(code, await apple.sign(claims, { aud }));
  return code;
}
const login = (credentials: string, token?: string) =>
  call(server, 'POST', '/identity/public/v1/auth/login', { token, body: { credentials, grantType: 'apple' } });
const person = () => ({ sub: `apple-${++n}-${Date.now()}`, email: `apple${n}.${Date.now()}@privaterelay.appleid.com` });
const savedIdentity = (subject: string) =>
  db().select().from(accountIdentities).where(eq(accountIdentities.subject, subject));

describe('POST /v1/auth/login with an Apple authorization code', () => {
  it('exchanges the code with a signed client secret and creates the account and its identity', async () => {
    const { sub, email } = person();
    const code = await appleCode({ sub, email, email_verified: 'true' });
    const res = await login(code);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ uuid: expect.any(String), accessToken: expect.any(String) });

    const [form] = received;
    expect(Object.fromEntries(form)).toMatchObject({
      grant_type: 'authorization_code',
      code,
      client_id: CLIENT,
      redirect_uri: `${server.url}/identity/public/v1/apple/auth`,
    });
    const { payload, protectedHeader } = await jwtVerify(form.get('client_secret') ?? '', publicKey, {
      algorithms: ['ES256'],
      issuer: TEAM,
      subject: CLIENT,
      audience: 'https://appleid.apple.com',
    });
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: KEY_ID });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBeLessThanOrEqual(180 * 24 * 3600);

    const [user] = await db().select().from(accountUsers).where(eq(accountUsers.id, res.body.uuid));
    expect(user).toMatchObject({ email, emailVerified: true });
    expect(await savedIdentity(sub)).toEqual([
      expect.objectContaining({ provider: 'apple', userId: res.body.uuid, email }),
    ]);
    const again = await login(await appleCode({ sub, email, email_verified: 'true' }));
    expect(again.body.uuid).toBe(res.body.uuid);
  });

  it('links Apple to the reader already signed in', async () => {
    const reader = await newReader(server);
    const { sub } = person();
    const res = await login(await appleCode({ sub, email: 'otra@privaterelay.appleid.com' }), reader.token);
    expect(res.body.uuid).toBe(reader.uuid);
    expect(await savedIdentity(sub)).toEqual([expect.objectContaining({ userId: reader.uuid })]);
  });

  it('answers 401 when Apple refuses the code (invalid_grant) and saves nothing', async () => {
    const res = await login('c0ffee.0.mrzv.refused');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'INVALID_SOCIAL_TOKEN', message: expect.any(String) });
    expect(received).toHaveLength(1);
  });

  it('checks the ID token Apple returns like any other (another app: 401)', async () => {
    const { sub, email } = person();
    const res = await login(await appleCode({ sub, email, email_verified: 'true' }, 'someone.else'));
    expect(res.status).toBe(401);
    expect(await savedIdentity(sub)).toHaveLength(0);
  });

  it.each(['down', 'failing'] as const)('answers 503 when Apple is %s', async (how) => {
    mode = how;
    const res = await login(await appleCode(person()));
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 'PROVIDER_UNAVAILABLE', message: expect.any(String) });
  });

  it.each([
    ['no private key', { privateKey: undefined }],
    ['no team id', { teamId: undefined }],
    ['a private key that is not one', { privateKey: 'not a pem' }],
  ])('answers 503 APPLE_NOT_CONFIGURED with %s, without calling Apple', async (_what, missing) => {
    Object.assign(server.controls.settings.oidc.apple, missing);
    const res = await login(await appleCode(person()));
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 'APPLE_NOT_CONFIGURED', message: expect.any(String) });
    expect(received).toHaveLength(0);
  });

  it('answers 503 APPLE_NOT_CONFIGURED when Apple refuses our client secret', async () => {
    const other = await generateKeyPair('ES256', { extractable: true });
    server.controls.settings.oidc.apple.privateKey = await exportPKCS8(other.privateKey);
    const res = await login(await appleCode(person()));
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('APPLE_NOT_CONFIGURED');
  });

  it('answers UNSUPPORTED_GRANT_TYPE when Apple sign-in is off', async () => {
    Object.assign(server.controls.settings.oidc.apple, { audiences: [], clientId: undefined });
    const res = await login('c1.0.mrzv.x');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('UNSUPPORTED_GRANT_TYPE');
  });
});

describe('GET/POST /v1/apple/auth (where Apple sends the reader back)', () => {
  const stateOf = async () =>
    new URL(
      (await call(server, 'GET', '/identity/public/v1/apple/authurl')).body as unknown as string,
    ).searchParams.get('state') ?? '';
  const post = (fields: Record<string, string>) =>
    fetch(`${server.url}/identity/public/v1/apple/auth`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });

  it('hands the code to the return page, whose appleSignOn(code) then signs the reader in', async () => {
    const { sub, email } = person();
    const code = await appleCode({ sub, email, email_verified: 'true' });
    const res = await post({ code, state: await stateOf(), user: '{"name":{"firstName":"Ana"}}' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location') ?? '', 'http://site.test');
    expect(location.pathname).toBe('/cuenta/apple');
    expect(res.headers.get('cache-control')).toBe('no-store');

    const signedIn = await login(location.searchParams.get('code') ?? '');
    expect(signedIn.status).toBe(200);
    expect(await savedIdentity(sub)).toHaveLength(1);
  });

  it('passes on a cancelled sign-in and accepts the query form too', async () => {
    const res = await fetch(
      `${server.url}/identity/public/v1/apple/auth?state=${await stateOf()}&error=user_cancelled_authorize`,
      { redirect: 'manual' },
    );
    expect(res.headers.get('location')).toBe('/cuenta/apple?error=user_cancelled_authorize');
  });

  it('refuses a state it did not sign with 400 INVALID_STATE', async () => {
    const res = await post({ code: 'c1.0.mrzv.x', state: 'forged' });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('INVALID_STATE');
  });

  it('refuses to send the code to a return page outside our sites', async () => {
    server.controls.settings.oidc.apple.returnUrl = 'https://evil.example/steal';
    const res = await post({ code: 'c1.0.mrzv.x', state: await stateOf() });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('INVALID_REDIRECT');
  });
});
