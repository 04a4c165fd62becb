import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { and, desc, eq } from 'drizzle-orm';
import { SITEVERIFY_URL } from '../../server/accounts/captcha';
import type { AccountsControls } from '../../server/accounts/router';
import { accountOutbox } from '../../server/db/schema-accounts';
import { RECAPTCHA_SCRIPT } from '../../contracts/hosts/captcha';
import { DESKTOP, browserTest, waitForIslands, watchErrors } from './browser';

const web = browserTest();
let controls: AccountsControls;
const google = setupServer();

const SITE_KEY = 'clave-del-sitio';
const SECRET = 'secreto-del-sitio';
const WIDGET_TOKEN = 'token-del-widget';
const CAPTCHA_MESSAGE = 'No pudimos verificar que no eres un robot. Intenta de nuevo.';

beforeAll(async () => {
  // Google's siteverify accepts only the token the (fake) widget hands out, for our secret and the sign-in action.
  google.listen({ onUnhandledRequest: 'bypass' });
  google.use(
    http.post(SITEVERIFY_URL, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const ok = form.get('secret') === SECRET && form.get('response') === WIDGET_TOKEN;
      return HttpResponse.json(
        ok ? { success: true, score: 0.9, action: 'signin' } : { success: false, 'error-codes': ['invalid-input'] },
      );
    }),
  );
  controls = web.server.app.locals.accounts as AccountsControls;
});
afterAll(async () => {
  google.close();
});
afterEach(() => {
  controls.settings.recaptcha.signin = false;
  controls.settings.recaptchaVerify.secret = undefined;
  controls.settings.recaptchaVerify.siteKey = undefined;
});

const headerName = (page: Page) => page.locator('.site-header__user-first-name');

async function newReader(context: BrowserContext, email: string, firstName: string) {
  const res = await context.request.post(`${web.server.url}/identity/public/v1/signup`, {
    data: { identity: { userName: email, credentials: 'Clave2026z' }, profile: { firstName, email } },
  });
  expect(res.status()).toBe(201);
  await context.clearCookies();
}

async function signIn(page: Page, email: string) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Clave2026z');
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

describe('magic link', () => {
  it('signs the reader in from the mailed link and brings them back where they started, once', async () => {
    const email = 'enlace@example.com';
    const context = await web.browser.newContext({ viewport: DESKTOP });
    await newReader(context, email, 'Lucía');
    const page = await context.newPage();
    const errors = watchErrors(page, { islandWarnings: true });
    await page.goto(`${web.server.url}/login-semana/?redirect=/nacion/&_website=semana`);
    await waitForIslands(page, 'sign-in-forms');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Entrar con un enlace por correo' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('te enviamos un enlace');

    const [mail] = await web.server.database.db
      .select()
      .from(accountOutbox)
      .where(and(eq(accountOutbox.to, email), eq(accountOutbox.subject, 'Tu enlace para ingresar')))
      .orderBy(desc(accountOutbox.id))
      .limit(1);
    const link = mail.text.match(/https?:\/\/\S+/)![0];
    // Before any script runs, the link's page is already the link's (issue 28): its button, which the island
    // enables, and no password form to type into.
    const bare = await web.browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const unhydrated = await bare.newPage();
    await unhydrated.goto(link);
    await unhydrated.getByRole('heading', { name: 'Ingresar', exact: true }).waitFor();
    expect(await unhydrated.getByRole('button', { name: 'Ingresar', exact: true }).isDisabled()).toBe(true);
    expect(await unhydrated.getByLabel('Contraseña', { exact: true }).count()).toBe(0);
    await bare.close();
    // The mailed link opens the site's sign-in page (its island shows the link's button once hydrated).
    await page.goto(link);
    await waitForIslands(page, 'sign-in-forms');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL(`${web.server.url}/nacion/`);
    await expect.poll(() => headerName(page).textContent()).toBe('Lucía');
    // Back on the page, rendered for her: every island hydrated the server's HTML as it was (issue 28: the header
    // logged React error #419 here).
    await waitForIslands(page);
    // The session is in HttpOnly cookies; the page keeps only who signed in.
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'arc_access_token')?.httpOnly).toBe(true);
    const stored = await page.evaluate(() => sessionStorage.getItem('ArcId.USER_INFO') ?? '');
    expect(Object.keys(JSON.parse(stored))).toEqual(['uuid']);
    expect(errors).toEqual([]);

    // Single use: the same link a second time signs nobody in.
    const other = await web.browser.newContext({ viewport: DESKTOP });
    const second = await other.newPage();
    await second.goto(link);
    await waitForIslands(second, 'sign-in-forms');
    await second.getByRole('button', { name: 'Ingresar' }).click();
    await expect.poll(() => second.getByRole('alert').textContent()).toBeTruthy();
    expect(second.url()).toContain('/login-semana/?enlace=acceso');
    expect((await other.cookies()).find((c) => c.name === 'arc_access_token')).toBeUndefined();
    await other.close();
    await context.close();
  });
});

describe('the way back after signing in', () => {
  it('stays on the site for /.//evil.example/phish', async () => {
    const email = 'volver@example.com';
    const context = await web.browser.newContext({ viewport: DESKTOP });
    await newReader(context, email, 'Tomás');
    const page = await context.newPage();
    await page.goto(`${web.server.url}/login-semana/?redirect=${encodeURIComponent('/.//evil.example/phish')}`);
    await waitForIslands(page, 'sign-in-forms');
    await signIn(page, email);
    await page.waitForURL((url) => url.href === `${web.server.url}/` || url.host === 'evil.example');
    expect(page.url()).toBe(`${web.server.url}/`);
    await context.close();
  });
});

describe('reCAPTCHA v3 on the sign-in form', () => {
  /** Serves a tiny grecaptcha in place of Google's script; it answers `token` for our key and action. */
  async function fakeWidget(context: BrowserContext, token: string | null, asked: string[]) {
    await context.route(`${RECAPTCHA_SCRIPT}?*`, (route) => {
      asked.push(route.request().url());
      if (token === null) return route.abort();
      const body = `window.grecaptcha = {
        ready: (cb) => cb(),
        execute: (key, o) => Promise.resolve(key === ${JSON.stringify(SITE_KEY)} && o.action === 'signin' ? ${JSON.stringify(token)} : 'otra-cosa'),
      };`;
      return route.fulfill({ contentType: 'text/javascript', body });
    });
  }

  const enable = () => {
    controls.settings.recaptcha.signin = true;
    controls.settings.recaptchaVerify.secret = SECRET;
    controls.settings.recaptchaVerify.siteKey = SITE_KEY;
  };

  it('signs the reader in through the widget', async () => {
    enable();
    const email = 'captcha@example.com';
    const context = await web.browser.newContext({ viewport: DESKTOP });
    await newReader(context, email, 'Andrés');
    const asked: string[] = [];
    await fakeWidget(context, WIDGET_TOKEN, asked);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${web.server.url}/login-semana/?redirect=/nacion/&_website=semana`);
    await waitForIslands(page, 'sign-in-forms');
    await signIn(page, email);
    await page.waitForURL(`${web.server.url}/nacion/`);
    await expect.poll(() => headerName(page).textContent()).toBe('Andrés');
    expect(asked).toEqual([`${RECAPTCHA_SCRIPT}?render=${SITE_KEY}`]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['a token Google does not accept', 'token-falso'],
    ['no token (the widget does not load)', null],
  ])('shows the Spanish message for %s', async (_case, token) => {
    enable();
    const email = `sin-captcha-${token ?? 'nada'}@example.com`;
    const context = await web.browser.newContext({ viewport: DESKTOP });
    await newReader(context, email, 'Marta');
    await fakeWidget(context, token, []);
    const page = await context.newPage();
    await page.goto(`${web.server.url}/login-semana/?redirect=/nacion/&_website=semana`);
    await waitForIslands(page, 'sign-in-forms');
    await signIn(page, email);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(CAPTCHA_MESSAGE);
    expect(page.url()).toContain('/login-semana/');
    expect((await context.cookies()).find((c) => c.name === 'arc_access_token')).toBeUndefined();
    await context.close();
  });
});
