import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { launchBrowser, MOBILE, waitForIslands, watchErrors } from './browser';
import { content } from '../../server/db/schema';
import { salesSubscriptions } from '../../server/db/schema-accounts';
import { contentRow } from '../../server/content/content-row';
import { articleFixture } from '../../blocks/article-body/article-fixture';

const premium = articleFixture({
  // An id in the shape the image resizer serves, so the story's pictures load.
  _id: 'PREMIUMBROWSERTESTAAAAAAAA',
  canonical_url: '/nacion/articulo/nota-premium/PREMIUMBROWSERTESTAAAAAAAA/',
  content_restrictions: { content_code: '3' },
});
const FIRST_PARAGRAPH = 'La primera línea del metro entrará en operación en 2028';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  await server.database.db.insert(content).values(contentRow(premium));
  const res = await fetch(`${server.url}/identity/public/v1/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      identity: { userName: 'suscriptora@example.com', credentials: 'Clave2026s' },
      profile: { firstName: 'Camila', email: 'suscriptora@example.com' },
    }),
  });
  const { uuid } = (await res.json()) as { uuid: string };
  const now = new Date();
  await server.database.db.insert(salesSubscriptions).values({
    site: 'semana',
    userId: uuid,
    sku: 'digital',
    priceCode: 'anual',
    productName: 'Suscripción digital',
    status: 1,
    orderNumber: 'ORD-1',
    paymentPartner: 'test',
    paymentMethodId: 1,
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + 365 * 86_400_000),
    events: [],
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('premium article in the browser', () => {
  it('an anonymous reader sees the invitation and no body', async () => {
    const page = await browser.newPage({ viewport: MOBILE });
    await page.goto(`${server.url}${premium.canonical_url}?_website=semana`);
    await waitForIslands(page, 'site-header');
    await page.locator('.paywall-invitation').waitFor();
    expect(await page.locator('.article-body').textContent()).toBe('');
    await page.close();
  });

  it('a subscriber who signs in from the invitation comes back to the whole article', async () => {
    const context = await browser.newContext({ viewport: MOBILE });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.url}${premium.canonical_url}?_website=semana`);
    await page.locator('.paywall-invitation').getByRole('link', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL(/\/login-semana\/\?redirect=/);
    await waitForIslands(page, 'sign-in-forms');
    await page.getByLabel('Correo electrónico').fill('suscriptora@example.com');
    await page.getByLabel('Contraseña', { exact: true }).fill('Clave2026s');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL(`${server.url}${premium.canonical_url}`);
    await expect.poll(() => page.locator('.article-body').first().textContent()).toContain(FIRST_PARAGRAPH);
    expect(await page.locator('.paywall-invitation').count()).toBe(0);
    expect(await page.locator('.site-header__user-status').textContent()).toBe('Suscripción activa');
    expect(errors).toEqual([]);
    await context.close();
  });
});
