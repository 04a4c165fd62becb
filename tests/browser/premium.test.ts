import { beforeAll, describe, expect, it } from 'vitest';
import { MOBILE, browserTest, waitForIslands, watchErrors } from './browser';
import { giveSubscription, signUpReader } from '../helpers/readers';
import { PREMIUM_FIRST_PARAGRAPH, premiumStory } from '../../fixtures/article';

// An id in the shape the image resizer serves, so the story's pictures load.
const premium = premiumStory('PREMIUMBROWSERTESTAAAAAAAA');
const FIRST_PARAGRAPH = PREMIUM_FIRST_PARAGRAPH;

const web = browserTest({ stories: [premium] });

beforeAll(async () => {
  const reader = { email: 'suscriptora@example.com', password: 'Clave2026s', firstName: 'Camila' };
  const { uuid } = await signUpReader(web.server.url, reader);
  await giveSubscription(web.server.database, uuid, 1);
});

describe('premium article in the browser', () => {
  it('an anonymous reader sees the invitation and no body', async () => {
    const { page } = await web.newPage(MOBILE);
    await page.goto(`${web.server.url}${premium.canonical_url}?_website=semana`);
    await waitForIslands(page, 'site-header');
    await page.locator('.paywall-invitation').waitFor();
    expect(await page.locator('.article-body').textContent()).toBe('');
    await page.close();
  });

  it('a subscriber who signs in from the invitation comes back to the whole article', async () => {
    const context = await web.browser.newContext({ viewport: MOBILE });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${web.server.url}${premium.canonical_url}?_website=semana`);
    await page.locator('.paywall-invitation').getByRole('link', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL(/\/login-semana\/\?redirect=/);
    await waitForIslands(page, 'sign-in-forms');
    await page.getByLabel('Correo electrónico').fill('suscriptora@example.com');
    await page.getByLabel('Contraseña', { exact: true }).fill('Clave2026s');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL(`${web.server.url}${premium.canonical_url}`);
    await expect.poll(() => page.locator('.article-body').first().textContent()).toContain(FIRST_PARAGRAPH);
    expect(await page.locator('.paywall-invitation').count()).toBe(0);
    expect(await page.locator('.site-header__user-status').textContent()).toBe('Suscripción activa');
    expect(errors).toEqual([]);
    await context.close();
  });
});
