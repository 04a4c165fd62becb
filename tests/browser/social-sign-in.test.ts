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
  it('a reader signs in with Google (OpenID Connect) from the sign-in page and comes back signed in', async () => {
    provider.people.set('lucia-google', { email: 'lucia.oidc@example.com', email_verified: true, given_name: 'Lucía' });
    const { page, errors } = await web.newPage(DESKTOP, { pixelImages: true });
    // The provider's development pages ask for a web font: answered here, nothing leaves the machine.
    await page.route('https://fonts.googleapis.com/**', (route) =>
      route.fulfill({ contentType: 'text/css', body: '' }),
    );
    await page.goto(`${web.server.url}/login-semana/?redirect=/nacion/&_website=semana`);
    await waitForIslands(page, 'sign-in-forms');
    await page.getByRole('button', { name: 'Ingresar con Google' }).click();

    // The provider's own pages: sign in, then consent.
    await page.waitForURL(`${provider.issuer}/**`);
    await page.locator('input[name="login"]').fill('lucia-google');
    await page.locator('input[name="password"]').fill('cualquiera');
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]').click();

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
});
