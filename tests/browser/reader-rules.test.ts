import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, browserTest, waitForIslands } from './browser';
import { PREMIUM_FIRST_PARAGRAPH, articleFixture, premiumStory } from '../../fixtures/article';
import { giveSubscription, signUpReader } from '../helpers/readers';

/** Spec 1, 6 and 9: what each kind of reader meets, and rules seen only with the page's own stylesheet. */
const story = articleFixture({ _id: 'REGLASLECTORBROWSER' });
// A code-'3' story in /nacion.
const premium = premiumStory('REGLASPREMIUMBROWSERAAAAAA');
const web = browserTest({ stories: [story, premium] });
const SUBSCRIBER = { email: 'reglas-suscriptora@example.com', password: 'Clave2026r', firstName: 'Lucía' };
const READER = { email: 'reglas-lector@example.com', password: 'Clave2026r', firstName: 'Tomás' };

beforeAll(async () => {
  const { uuid } = await signUpReader(web.server.url, SUBSCRIBER);
  await giveSubscription(web.server.database, uuid, 1);
  await signUpReader(web.server.url, READER);
});

/** The premium story as `reader` sees it (signed in through the login form first), or as a visitor. */
async function openPremium(reader?: typeof READER): Promise<Page> {
  const context = await web.browser.newContext({ viewport: DESKTOP });
  if (reader) {
    const signIn = await context.newPage();
    await signIn.goto(`${web.server.url}/login-semana/?redirect=/&_website=semana`);
    await waitForIslands(signIn, 'sign-in-forms');
    await signIn.getByLabel('Correo electrónico').fill(reader.email);
    await signIn.getByLabel('Contraseña', { exact: true }).fill(reader.password);
    await signIn.getByRole('button', { name: 'Ingresar' }).click();
    await signIn.waitForURL(`${web.server.url}/`);
    await signIn.close();
  }
  const page = await context.newPage();
  await page.goto(`${web.server.url}${premium.canonical_url}?_website=semana`);
  await waitForIslands(page, 'site-header');
  return page;
}

const header = (page: Page) => page.locator('.site-header').first();
const bodyText = (page: Page) => page.locator('.article-body').first().textContent();

describe('roles on a premium story (spec 1, 6)', () => {
  it("S1-187: a visitor gets the locked view, 'Suscríbete', 'Crear cuenta' and 'Iniciar Sesión'", async () => {
    const page = await openPremium();
    expect(await page.locator('.paywall-invitation').first().isVisible()).toBe(true);
    expect(await bodyText(page)).not.toContain(PREMIUM_FIRST_PARAGRAPH);
    for (const name of ['Suscríbete', 'Crear cuenta', 'Iniciar Sesión']) {
      expect(await header(page).getByRole('link', { name, exact: true }).first().isVisible()).toBe(true);
    }
    await page.context().close();
  });

  it('S1-188: a signed-in reader without a plan gets the user menu with self-service links and logout, and the lock', async () => {
    const page = await openPremium(READER);
    await header(page).getByRole('button', { name: READER.firstName }).click();
    const menu = page.locator('#site-header-user');
    expect(await menu.getByRole('link').count()).toBeGreaterThanOrEqual(4);
    expect(await menu.getByRole('button', { name: 'Cerrar sesión' }).isVisible()).toBe(true);
    expect(await page.locator('.paywall-invitation').first().isVisible()).toBe(true);
    expect(await bodyText(page)).not.toContain(PREMIUM_FIRST_PARAGRAPH);
    await page.context().close();
  });

  it('S1-189: a subscriber (status 1) reads the whole story and gets no subscribe button', async () => {
    const page = await openPremium(SUBSCRIBER);
    await expect.poll(() => bodyText(page)).toContain(PREMIUM_FIRST_PARAGRAPH);
    expect(await page.locator('.paywall-invitation').count()).toBe(0);
    expect(await header(page).getByRole('link', { name: 'Suscríbete', exact: true }).count()).toBe(0);
    await page.context().close();
  });
});

/** Adds an ad slot for each device to the article, as the ad-slot block marks them, and answers which show. */
async function shownSlots(page: Page): Promise<Record<string, boolean>> {
  return page.evaluate(() => {
    const shown: Record<string, boolean> = {};
    for (const device of ['desktop', 'mobile', 'all']) {
      const slot = document.createElement('div');
      slot.className = 'ad-slot';
      slot.dataset.device = device;
      slot.innerHTML = '<div class="ad-slot__unit" style="--ad-min: 250px"></div>';
      document.querySelector('main')!.append(slot);
      shown[device] = getComputedStyle(slot).display !== 'none';
    }
    return shown;
  });
}

describe('ads by device (spec 1, 9)', () => {
  it('S1-239: a desktop slot is hidden at 390 px, a mobile slot at 1280 px; a slot for both shows on both', async () => {
    for (const [viewport, expected] of [
      [MOBILE, { desktop: false, mobile: true, all: true }],
      [
        { width: 1280, height: 900 },
        { desktop: true, mobile: false, all: true },
      ],
      [DESKTOP, { desktop: true, mobile: false, all: true }],
    ] as const) {
      const { page } = await web.newPage(viewport);
      await page.goto(`${web.server.url}${story.canonical_url}?_website=semana`);
      expect(await shownSlots(page)).toEqual(expected);
      await page.close();
    }
  });
});
