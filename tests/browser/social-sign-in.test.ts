import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountsControls } from '../../server/accounts/router';
import { startLocalProvider, type LocalProvider } from '../accounts/oidc-helpers';
import { DESKTOP, browserTest, waitForIslands } from './browser';

const web = browserTest();
let provider: LocalProvider;

beforeAll(async () => {
  // A real OpenID Connect provider on 127.0.0.1 stands in for Google: no outside network.
  provider = await startLocalProvider(`${web.server.url}/identity/public/v2/oidc/signin`);
  const { oidc } = (web.server.app.locals.accounts as AccountsControls).settings;
  oidc.allowInsecureIssuers = true;
  oidc.providers.google = {
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    scope: 'openid email profile',
  };
});
afterAll(() => provider?.close());

describe('social sign-in from the site', () => {
  it('a reader signs in with Google (OpenID Connect) in a pop-up from the sign-in page and goes on signed in', async () => {
    provider.people.set('lucia-google', { email: 'lucia.oidc@example.com', email_verified: true, given_name: 'Lucía' });
    const { page, errors } = await web.newPage(DESKTOP, { pixelImages: true });
    // The provider's development pages ask for a web font: answered here, nothing leaves the machine.
    await page
      .context()
      .route('https://fonts.googleapis.com/**', (route) => route.fulfill({ contentType: 'text/css', body: '' }));
    await page.goto(`${web.server.url}/login-semana/?redirect=/nacion/&_website=semana`);
    await waitForIslands(page, 'sign-in-forms');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Ingresar con Google' }).click(),
    ]);

    // The provider's own pages, in the pop-up: sign in, then consent. The sign-in page stays where it was.
    await popup.waitForURL(`${provider.issuer}/**`);
    expect(page.url()).toContain('/login-semana/');
    await popup.locator('input[name="login"]').fill('lucia-google');
    await popup.locator('input[name="password"]').fill('cualquiera');
    await popup.locator('button[type="submit"]').click();
    await popup.locator('button[type="submit"]').click();

    // Back on the site's small landing page, the page closes the pop-up at its next check, asks who signed in and
    // goes on.
    // Waiting for the landing page's load could outlive the pop-up on a slow machine: wait for the close, then check
    // where the pop-up last was.
    await popup.waitForEvent('close');
    expect(popup.url()).toBe(`${web.server.url}/identity/public/ingreso-listo`);
    await page.waitForURL(`${web.server.url}/nacion/`);
    await expect.poll(() => page.locator('.site-header__user-first-name').textContent()).toBe('Lucía');
    expect(await page.getByRole('link', { name: 'Iniciar Sesión' }).count()).toBe(0);
    // The sign-in left the page-session cookie (decision 0025): the server renders the reader's own page.
    const own = await page.request.get(`${web.server.url}/nacion/`);
    expect(own.headers()['cache-control']).toBe('private, no-store');
    expect(await own.text()).toContain('Lucía');

    // The next page still knows the reader.
    await page.goto(`${web.server.url}/politica/`);
    await expect.poll(() => page.locator('.site-header__user-first-name').textContent()).toBe('Lucía');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('with pop-ups blocked the sign-in leaves for the provider in the same tab and comes back signed in', async () => {
    provider.people.set('mateo-google', { email: 'mateo.oidc@example.com', email_verified: true, given_name: 'Mateo' });
    const { page, errors } = await web.newPage(DESKTOP, { pixelImages: true });
    await page.route('https://fonts.googleapis.com/**', (route) =>
      route.fulfill({ contentType: 'text/css', body: '' }),
    );
    // What a browser that blocks the pop-up answers.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto(`${web.server.url}/login-semana/?redirect=/nacion/&_website=semana`);
    await waitForIslands(page, 'sign-in-forms');
    await page.getByRole('button', { name: 'Ingresar con Google' }).click();

    await page.waitForURL(`${provider.issuer}/**`);
    await page.locator('input[name="login"]').fill('mateo-google');
    await page.locator('input[name="password"]').fill('cualquiera');
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]').click();

    await page.waitForURL(`${web.server.url}/nacion/`);
    await expect.poll(() => page.locator('.site-header__user-first-name').textContent()).toBe('Mateo');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
