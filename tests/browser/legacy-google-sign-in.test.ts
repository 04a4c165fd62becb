import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AccountsControls } from '../../server/accounts/router';
import { GOOGLE_PLATFORM_SCRIPT } from '../../contracts/hosts/social';
import { fakeGooglePlatformLibrary } from '../../fixtures/google-platform-library';
import { testSigner } from '../accounts/oidc-helpers';
import { DESKTOP, browserTest, waitForIslands } from './browser';

// Semana, in this file, is a site whose Google client predates Identity Services (decision 0056).
const web = browserTest({ server: { siteOverrides: { googleSignIn: 'legacy-platform' } } });
const GOOGLE_KEYS = 'https://google.test/oauth2/v3/certs';
const CLIENT = 'semana-legacy.apps.googleusercontent.com';
const EMAIL = `legacy.google.${Date.now()}@gmail.com`;
let google: Awaited<ReturnType<typeof testSigner>>;
const clientIdBefore = process.env.GOOGLE_CLIENT_ID;

// Google's ID-token keys, answered in the server's process: the login call verifies the token as it would Google's.
const mocks = setupServer(http.get(GOOGLE_KEYS, () => HttpResponse.json(google.jwks)));

beforeAll(async () => {
  google = await testSigner('https://accounts.google.com', CLIENT);
  mocks.listen({ onUnhandledRequest: 'bypass' });
  const settings = (web.server.app.locals.accounts as AccountsControls).settings;
  settings.oidc.google = { issuers: ['https://accounts.google.com'], audiences: [CLIENT], jwksUri: GOOGLE_KEYS };
  // The identity config hands the form the site's Google client id (without it there is no Google button).
  process.env.GOOGLE_CLIENT_ID = CLIENT;
});
afterAll(() => {
  mocks.close();
  if (clientIdBefore === undefined) delete process.env.GOOGLE_CLIENT_ID;
  else process.env.GOOGLE_CLIENT_ID = clientIdBefore;
});

describe("legacy Google Sign-In (Google's platform library) on a site set to use it", () => {
  it("signs a reader in from the sign-in page with the account picked in Google's chooser", async () => {
    const idToken = await google.sign({
      sub: 'g-legacy-browser',
      email: EMAIL,
      email_verified: true,
      given_name: 'Inés',
    });
    const { page, errors } = await web.newPage(DESKTOP, { pixelImages: true });
    const googleAsked: string[] = [];
    // Nothing reaches Google: platform.js is the stand-in, and Identity Services would be noticed here.
    await page.route('https://*.google.com/**', (route) => {
      googleAsked.push(route.request().url());
      if (route.request().url() !== GOOGLE_PLATFORM_SCRIPT) return route.abort();
      return route.fulfill({ contentType: 'text/javascript', body: fakeGooglePlatformLibrary({ idToken }) });
    });
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    // What the library was asked, read while the login call is on its way (the page then leaves for /nacion/).
    type Recorded = { inits: object[]; signIns: object[] };
    let recorded: Recorded | undefined;
    let login: unknown;
    await page.route('**/identity/public/v1/auth/login*', async (route) => {
      login = route.request().postDataJSON();
      recorded = await page.evaluate(() => (window as unknown as { fakeGapi?: Recorded }).fakeGapi);
      await route.continue();
    });
    await page.goto(`${web.server.url}/login-semana/?redirect=/nacion/&_website=semana`);
    await waitForIslands(page, 'sign-in-forms');
    await page.getByRole('button', { name: 'Ingresar con Google' }).click();

    await page.waitForURL(`${web.server.url}/nacion/`);
    await expect.poll(() => page.locator('.site-header__user-first-name').textContent()).toBe('Inés');
    expect(googleAsked).toEqual([GOOGLE_PLATFORM_SCRIPT]);
    expect(recorded).toEqual({
      inits: [{ client_id: CLIENT, scope: 'profile email' }],
      signIns: [{ prompt: 'select_account' }],
    });
    expect(login).toEqual({ userName: '', credentials: idToken, grantType: 'google', rememberMe: true });
    expect(warnings.filter((w) => w.includes('Google'))).toEqual([
      '[Arc Identity SDK] - This method should only be used with legacy Google Sign In. Discontinue use & migrate to new Sign In With Google',
    ]);
    // No CSP refusal or script failure on the way (the page's policy allows platform.js on this site).
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
