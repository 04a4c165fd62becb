import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportPKCS8, generateKeyPair } from 'jose';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AccountsControls } from '../../server/accounts/router';
import { testSigner } from '../accounts/oidc-helpers';
import { DESKTOP, browserTest, waitForIslands } from './browser';

const CLIENT = 'co.semana.web.test';
const KEYS = 'https://apple.test/auth/keys';
const TOKEN_URL = 'https://apple.test/auth/token';
const web = browserTest();
let apple: Awaited<ReturnType<typeof testSigner>>;
/** Apple's single-use codes and the ID token each is worth. */
const codes = new Map<string, string>();

// Apple's token and key endpoints, answered in this process (the server's fetch): nothing leaves the machine.
const mocks = setupServer(
  http.get(KEYS, () => HttpResponse.json(apple.jwks)),
  http.post(TOKEN_URL, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    const idToken = codes.get(form.get('code') ?? '');
    codes.delete(form.get('code') ?? '');
    if (!idToken || form.get('client_id') !== CLIENT || !form.get('client_secret'))
      return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
    return HttpResponse.json({ access_token: 'a', token_type: 'Bearer', id_token: idToken });
  }),
);

beforeAll(async () => {
  apple = await testSigner('https://appleid.apple.com', CLIENT);
  mocks.listen({ onUnhandledRequest: 'bypass' });
  const { oidc } = (web.server.app.locals.accounts as AccountsControls).settings;
  const pair = await generateKeyPair('ES256', { extractable: true });
  oidc.apple = {
    ...oidc.apple,
    audiences: [CLIENT],
    jwksUri: KEYS,
    clientId: CLIENT,
    teamId: 'TEAM123456',
    keyId: 'KEY7654321',
    privateKey: await exportPKCS8(pair.privateKey),
    tokenUrl: TOKEN_URL,
    returnUrl: '/',
  };
});
afterAll(() => mocks.close());

describe('Sign in with Apple from the site', () => {
  it('a reader signs in with Apple from the sign-in page and comes back signed in where she started', async () => {
    const sub = `apple-browser-${Date.now()}`;
    const code = `c${Date.now()}.0.mrzv.${'B'.repeat(20)}`;
    codes.set(code, await apple.sign({ sub, email: `${sub}@privaterelay.appleid.com`, email_verified: 'true' }));
    const { page, errors } = await web.newPage(DESKTOP, { pixelImages: true });
    // Apple's authorization page: the reader agrees and Apple posts the code and state back (response_mode form_post).
    let authorize: URL | undefined;
    await page.route('https://appleid.apple.com/auth/authorize**', (route) => {
      authorize = new URL(route.request().url());
      const state = authorize.searchParams.get('state') ?? '';
      const body = `<form method="post" action="${web.server.url}/identity/public/v1/apple/auth">
        <input name="state" value="${state}"><input name="code" value="${code}">
        <button>Continuar</button></form>`;
      return route.fulfill({ contentType: 'text/html', body });
    });
    await page.goto(`${web.server.url}/login-semana/?redirect=/nacion/&_website=semana`);
    await waitForIslands(page, 'sign-in-forms');
    await page.getByRole('button', { name: 'Ingresar con Apple' }).click();
    await page.waitForURL('https://appleid.apple.com/**');
    expect(authorize?.searchParams.get('client_id')).toBe(CLIENT);
    await page.getByRole('button', { name: 'Continuar' }).click();

    // The service hands the code to the return page, which signs in and goes on to where the reader started.
    await page.waitForURL(`${web.server.url}/nacion/`);
    await expect.poll(() => page.locator('.site-header__user-first-name').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Iniciar Sesión' }).count()).toBe(0);
    expect(codes.has(code)).toBe(false);
    const own = await page.request.get(`${web.server.url}/nacion/`);
    expect(own.headers()['cache-control']).toBe('private, no-store');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows no Apple button where Apple is not configured', async () => {
    const { oidc } = (web.server.app.locals.accounts as AccountsControls).settings;
    const saved = oidc.apple;
    oidc.apple = { ...saved, privateKey: undefined };
    const { page } = await web.newPage(DESKTOP, { pixelImages: true });
    const config = page.waitForResponse((r) => r.url().endsWith('/identity/public/v1/config'));
    await page.goto(`${web.server.url}/login-semana/?_website=semana`);
    await waitForIslands(page, 'sign-in-forms');
    expect(await (await config).json()).toMatchObject({ appleClientId: '' });
    // The buttons render once the answer is read: two frames later the group's final state is on screen.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.getByRole('button', { name: 'Ingresar con Apple' }).count()).toBe(0);
    oidc.apple = saved;
    await page.context().close();
  });
});
