import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AccountsControls } from '../../server/accounts/router';
import { salesSubscriptions } from '../../server/db/schema-sales';
import { accountUsers } from '../../server/db/schema-accounts';
import { loadSite } from '../../server/sites';
import { PREMIUM_FIRST_PARAGRAPH, premiumStory } from '../../fixtures/article';
import { testSigner } from '../accounts/oidc-helpers';
import { MOBILE, browserTest, waitForIslands } from './browser';
import { FAKE_SWG_LIBRARY } from '../../fixtures/swg-library';

const premium = premiumStory('PREMIUMSWGBROWSERAAAAAAAAA');
const web = browserTest({ stories: [premium] });
const PUBLICATION = 'semana.com';
const PLAY = 'https://androidpublisher.googleapis.com/androidpublisher/v3/applications';
const GOOGLE_KEYS = 'https://google.test/oauth2/v3/certs';
const CLIENT = 'semana-swg.apps.googleusercontent.com';
const EMAIL = `swg.browser.${Date.now()}@gmail.com`;
const TOKEN = `swg-browser-${Date.now()}`;
let google: Awaited<ReturnType<typeof testSigner>>;

// Google (its ID-token keys, OAuth and the Play Developer API), answered in the server's process.
const mocks = setupServer(
  http.get(GOOGLE_KEYS, () => HttpResponse.json(google.jwks)),
  http.post('https://oauth2.googleapis.com/token', () =>
    HttpResponse.json({ access_token: 'ya29.prueba', expires_in: 3600, token_type: 'Bearer' }),
  ),
  http.get(`${PLAY}/:pkg/purchases/subscriptionsv2/tokens/:token`, ({ params }) =>
    params.pkg === PUBLICATION && params.token === TOKEN
      ? HttpResponse.json({
          subscriptionState: 'SUBSCRIPTION_STATE_ACTIVE',
          acknowledgementState: 'ACKNOWLEDGEMENT_STATE_PENDING',
          lineItems: [{ productId: 'semana_digital_anual', expiryTime: new Date(Date.now() + 9e9).toISOString() }],
          subscribeWithGoogleInfo: { profileId: 'g-swg-browser', emailAddress: EMAIL, givenName: 'Sara' },
        })
      : HttpResponse.json({ error: { code: 400 } }, { status: 400 }),
  ),
  http.post(/:acknowledge$/, () => HttpResponse.json({})),
);

beforeAll(async () => {
  google = await testSigner('https://accounts.google.com', CLIENT);
  mocks.listen({ onUnhandledRequest: 'bypass' });
  const settings = (web.server.app.locals.accounts as AccountsControls).settings;
  settings.oidc.google = { issuers: ['https://accounts.google.com'], audiences: [CLIENT], jwksUri: GOOGLE_KEYS };
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  settings.swg = {
    packageNames: [PUBLICATION],
    serviceAccount: { clientEmail: 'swg@semana.iam.gserviceaccount.com', privateKey },
  };
  // Semana sells through Subscribe with Google in this test (the site settings' product).
  loadSite('semana').swgProductId = `${PUBLICATION}:semana_digital_anual`;
});
afterAll(() => mocks.close());

describe('Subscribe with Google on article pages', () => {
  it('starts on a premium article; a purchase signs the reader in, records an SwG plan and opens the text', async () => {
    const { page, errors } = await web.newPage(MOBILE, { pixelImages: true });
    await page.route('https://news.google.com/swg/js/v1/swg.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: FAKE_SWG_LIBRARY }),
    );
    await page.goto(`${web.server.url}${premium.canonical_url}?_website=semana`);
    await waitForIslands(page, 'site-header');
    await page.locator('.paywall-invitation').waitFor();
    // The library is started for the site's product (manual mode) and asked for entitlements.
    await page.waitForFunction(() => (window as unknown as { fakeSwg?: { started: number } }).fakeSwg?.started === 1);
    expect(await page.evaluate(() => (window as unknown as { fakeSwg: { inits: string[] } }).fakeSwg.inits)).toEqual([
      `${PUBLICATION}:semana_digital_anual`,
    ]);

    // Google's purchase sheet completes: the library answers the payment with the Play purchase and the buyer.
    const purchase = JSON.stringify({
      packageName: PUBLICATION,
      productId: 'semana_digital_anual',
      purchaseToken: TOKEN,
    });
    const idToken = await google.sign({ sub: 'g-swg-browser', email: EMAIL, email_verified: true, given_name: 'Sara' });
    await page.evaluate(
      ([data, id]) => (window as unknown as { fakeSwg: { pay: (d: string, i: string) => void } }).fakeSwg.pay(data, id),
      [purchase, idToken],
    );

    await expect.poll(() => page.locator('.article-body').first().textContent()).toContain(PREMIUM_FIRST_PARAGRAPH);
    expect(await page.locator('.paywall-invitation').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { fakeSwg: { completed: number } }).fakeSwg.completed)).toBe(
      1,
    );
    const db = web.server.database.db;
    const [user] = await db.select().from(accountUsers).where(eq(accountUsers.email, EMAIL));
    const plans = await db.select().from(salesSubscriptions).where(eq(salesSubscriptions.userId, user.id));
    expect(plans).toEqual([expect.objectContaining({ status: 1, paymentPartner: 'SwG' })]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('does not load the library on pages that are not articles', async () => {
    const { page } = await web.newPage(MOBILE, { pixelImages: true });
    const asked: string[] = [];
    await page.route('https://news.google.com/**', (route) => {
      asked.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: FAKE_SWG_LIBRARY });
    });
    await page.goto(`${web.server.url}/?_website=semana`);
    await waitForIslands(page, 'site-header');
    expect(await page.locator('[data-swg-product]').count()).toBe(0);
    expect(asked).toEqual([]);
    await page.context().close();
  });
});
