import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { and, eq } from 'drizzle-orm';
import { SITEVERIFY_URL } from '../../server/accounts/captcha';
import { accountOutbox } from '../../server/db/schema-accounts';
import { newReader } from './readers';
import { call, startAccountsServer, type AccountsServer } from './storage';

let server: AccountsServer;
const google = setupServer();
/** The forms Google was asked about, as it received them. */
let asked: URLSearchParams[] = [];
let answer: () => Response;

beforeAll(async () => {
  google.listen({ onUnhandledRequest: 'bypass' });
  server = await startAccountsServer();
});
afterAll(async () => {
  google.close();
  await server?.close();
});
beforeEach(() => {
  server.controls.resetThrottle();
  asked = [];
  answer = () => HttpResponse.json({ success: true, score: 0.9, action: 'resetPassword' });
  google.use(
    http.post(SITEVERIFY_URL, async ({ request }) => {
      asked.push(new URLSearchParams(await request.text()));
      return answer();
    }),
  );
});
afterEach(() => {
  google.resetHandlers();
  Object.assign(server.controls.settings.recaptcha, {
    resetPassword: false,
    magicLink: false,
    signup: false,
    signin: false,
    checkout: false,
  });
  server.controls.settings.recaptchaVerify.secret = undefined;
});

/** The password-reset mails sent to an address (its welcome mail is not one). */
const resetMails = (to: string) =>
  server.database.db
    .select()
    .from(accountOutbox)
    .where(and(eq(accountOutbox.to, to), eq(accountOutbox.subject, 'Recupera tu contraseña')));

const reset = (recaptchaToken?: string) =>
  call(server, 'POST', '/identity/public/v1/password/reset', {
    body: { userName: 'nadie@semana.com', ...(recaptchaToken ? { recaptchaToken } : {}) },
  });

describe('reCAPTCHA without a secret (presence check only)', () => {
  it('asks for nothing while the switch is off', async () => {
    expect((await reset()).status).toBe(200);
    expect(asked).toHaveLength(0);
  });

  it('answers 130001 to a missing token when the switch is on, and lets any token through', async () => {
    server.controls.settings.recaptcha.resetPassword = true;
    const missing = await reset();
    expect([missing.status, missing.body]).toEqual([400, { code: '130001', message: 'Captcha token invalid' }]);
    expect((await reset('cualquiera')).status).toBe(200);
    expect(asked).toHaveLength(0);
  });
});

describe('reCAPTCHA with RECAPTCHA_SECRET (verified with Google)', () => {
  beforeEach(() => {
    server.controls.settings.recaptcha.resetPassword = true;
    server.controls.settings.recaptchaVerify.secret = 'secreto-del-sitio';
  });

  it('sends secret, token and the reader’s address to siteverify and lets a good token through', async () => {
    const res = await reset('token-bueno');
    expect(res.status).toBe(200);
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0])).toEqual({
      secret: 'secreto-del-sitio',
      response: 'token-bueno',
      remoteip: '127.0.0.1',
    });
  });

  it.each([
    ['an unsuccessful check', { success: false, 'error-codes': ['invalid-input-response'] }],
    ['a low score', { success: true, score: 0.2, action: 'resetPassword' }],
    ['a token made for another form', { success: true, score: 0.9, action: 'signup' }],
  ])('answers 130001 to %s', async (_what, body) => {
    answer = () => HttpResponse.json(body);
    const res = await reset('token-malo');
    expect([res.status, res.body.code]).toEqual([400, '130001']);
  });

  it('does not send the reset mail when the captcha fails', async () => {
    const reader = await newReader(server);
    answer = () => HttpResponse.json({ success: false });
    const res = await call(server, 'POST', '/identity/public/v1/password/reset', {
      body: { userName: reader.email, recaptchaToken: 'token-malo' },
    });
    await server.controls.settled(); // nothing should be queued: the captcha is checked before the answer
    expect(res.body.code).toBe('130001');
    expect(await resetMails(reader.email)).toHaveLength(0);
    answer = () => HttpResponse.json({ success: true, score: 0.9, action: 'resetPassword' });
    await call(server, 'POST', '/identity/public/v1/password/reset', {
      body: { userName: reader.email, recaptchaToken: 'token-bueno' },
    });
    await server.controls.settled(); // the reset is mailed after its answer
    expect(await resetMails(reader.email)).toHaveLength(1);
  });

  it('still answers 130001 to a missing token without asking Google', async () => {
    expect((await reset()).body.code).toBe('130001');
    expect(asked).toHaveLength(0);
  });

  it.each([
    ['answers 500', () => new HttpResponse('caído', { status: 500 })],
    ['cannot be reached', () => HttpResponse.error()],
    ['answers nonsense', () => HttpResponse.json({ hola: 1 })],
  ])('lets the request go on when Google %s', async (_what, failure) => {
    answer = failure;
    expect((await reset('token')).status).toBe(200);
    expect(asked).toHaveLength(1);
  });

  it('verifies the magic-link form under its own action', async () => {
    server.controls.settings.recaptcha.magicLink = true;
    answer = () => HttpResponse.json({ success: true, score: 0.9, action: 'magicLink' });
    const body = { email: 'nadie@semana.com', recaptchaToken: 't' };
    expect((await call(server, 'POST', '/identity/public/v1/auth/magiclink', { body })).status).toBe(200);
    answer = () => HttpResponse.json({ success: true, score: 0.9, action: 'resetPassword' });
    const wrong = await call(server, 'POST', '/identity/public/v1/auth/magiclink', { body });
    expect(wrong.body.code).toBe('130001');
  });
});

describe('reCAPTCHA on sign-up, login and checkout (verified with Google)', () => {
  beforeEach(() => {
    server.controls.settings.recaptchaVerify.secret = 'secreto-del-sitio';
  });
  const verdict = (success: boolean, action: string) => () => HttpResponse.json({ success, score: 0.9, action });

  it('creates no account when the sign-up captcha fails, and one when it passes', async () => {
    server.controls.settings.recaptcha.signup = true;
    const email = `captcha.${Date.now()}@semana.com`;
    const body = { identity: { userName: email, credentials: 'Clave1234' }, profile: { email }, recaptchaToken: 't' };
    answer = verdict(false, 'signup');
    expect((await call(server, 'POST', '/identity/public/v1/signup', { body })).body.code).toBe('130001');
    answer = verdict(true, 'signup');
    expect((await call(server, 'POST', '/identity/public/v1/signup', { body })).status).toBe(201);
    expect(asked.map((form) => form.get('response'))).toEqual(['t', 't']);
  });

  it('refuses a password login whose captcha fails', async () => {
    const reader = await newReader(server);
    server.controls.settings.recaptcha.signin = true;
    const body = { userName: reader.email, credentials: 'Clave1234', grantType: 'password', recaptchaToken: 't' };
    answer = verdict(false, 'signin');
    expect((await call(server, 'POST', '/identity/public/v1/auth/login', { body })).body.code).toBe('130001');
    answer = verdict(true, 'signin');
    expect((await call(server, 'POST', '/identity/public/v1/auth/login', { body })).body.accessToken).toBeTruthy();
  });

  it('creates no order when the checkout captcha fails', async () => {
    const { token } = await newReader(server);
    server.controls.settings.recaptcha.checkout = true;
    await call(server, 'POST', '/sales/public/v1/cart/item', {
      token,
      body: { items: [{ sku: 'PLAN-DIGITAL-ANUAL' }] },
    });
    answer = verdict(false, 'checkout');
    const refused = await call(server, 'POST', '/sales/public/v1/checkout/order', {
      token,
      body: { 'recaptcha-token': 't' },
    });
    expect(refused.body.code).toBe('130001');
    expect((await call(server, 'GET', '/sales/public/v1/order/history', { token })).body.totalCount).toBe(0);
    answer = verdict(true, 'checkout');
    const order = await call(server, 'POST', '/sales/public/v1/checkout/order', {
      token,
      body: { 'recaptcha-token': 't' },
    });
    expect(order.body.orderNumber).toBeTruthy();
  });
});

describe('reCAPTCHA per site (RECAPTCHA_SITES) and the config the forms read', () => {
  afterEach(() => {
    server.controls.settings.recaptchaVerify.sites = undefined;
    server.controls.settings.recaptchaVerify.siteKey = undefined;
  });

  it('exposes the switches and the site key to the forms, only for the sites named', async () => {
    Object.assign(server.controls.settings.recaptcha, { signin: true, resetPassword: true, checkout: true });
    server.controls.settings.recaptchaVerify.siteKey = 'clave-publica';
    server.controls.settings.recaptchaVerify.sites = ['soho'];
    const soho = await call(server, 'GET', '/identity/public/v1/config?_website=soho');
    expect(soho.body).toMatchObject({
      signinRecaptcha: true,
      resetPasswordRecaptcha: true,
      checkoutRecaptcha: true,
      signupRecaptcha: false,
      recaptchaSiteKey: 'clave-publica',
    });
    const semana = await call(server, 'GET', '/identity/public/v1/config?_website=semana');
    expect(semana.body).toMatchObject({ signinRecaptcha: false, resetPasswordRecaptcha: false });

    // The server holds each site to its own switches.
    const path = (site: string) => `/identity/public/v1/password/reset?_website=${site}`;
    const body = { userName: 'nadie@semana.com' };
    expect((await call(server, 'POST', path('semana'), { body })).status).toBe(200);
    expect((await call(server, 'POST', path('soho'), { body })).body.code).toBe('130001');
  });
});
