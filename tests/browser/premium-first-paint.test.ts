import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { MOBILE, browserTest, waitForIslands, watchErrors } from './browser';
import { giveSubscription, signUpReader } from '../helpers/readers';
import { PREMIUM_FIRST_PARAGRAPH, premiumStory } from '../../fixtures/article';

// Issue 12: subscribers never see the paywall flash (decision 0025). Assertions on the raw HTML are on the server's
// answer itself, before any script ran: no swap.
const premium = premiumStory('PREMIUMFIRSTPAINTAAAAAAAAA');
const web = browserTest({ stories: [premium] });
const articleUrl = () => `${web.server.url}${premium.canonical_url}?_website=semana`;
const NAME_IN_HEADER = /<span class="site-header__user-first-name">(\w+)<\/span>/;

beforeAll(async () => {
  const { uuid } = await signUpReader(web.server.url, {
    email: 'regresa@example.com',
    password: 'Clave2026s',
    firstName: 'Camila',
  });
  await giveSubscription(web.server.database, uuid, 1);
});

/** The access token lived 15 minutes: the browser dropped its cookie, the others stay. */
async function expireAccessToken(context: BrowserContext): Promise<void> {
  const kept = (await context.cookies()).filter((c) => c.name !== 'arc_access_token');
  await context.clearCookies();
  await context.addCookies(kept);
}

describe('a premium article on first paint', () => {
  it('a subscriber who returns after the access token expired gets the whole text and their name in the first HTML', async () => {
    const context = await web.browser.newContext({ viewport: MOBILE });
    const signIn = await context.newPage();
    await signIn.goto(`${web.server.url}/login-semana/?redirect=/&_website=semana`);
    await waitForIslands(signIn, 'sign-in-forms');
    await signIn.getByLabel('Correo electrónico').fill('regresa@example.com');
    await signIn.getByLabel('Contraseña', { exact: true }).fill('Clave2026s');
    await signIn.getByRole('button', { name: 'Ingresar' }).click();
    await signIn.waitForURL(`${web.server.url}/`);
    await signIn.close();
    await expireAccessToken(context);

    // A new tab: no session storage, no access token, only the page-session cookie.
    const page = await context.newPage();
    const errors = watchErrors(page);
    const premiumCalls: string[] = [];
    // An island whose server HTML did not match its first render in the browser logs a warning (and re-renders).
    const islandWarnings: string[] = [];
    page.on(
      'console',
      (m) => void (m.type() === 'warning' && m.text().startsWith('island') && islandWarnings.push(m.text())),
    );
    page.on('request', (r) => void (r.url().includes('/api/premium/') && premiumCalls.push(r.url())));
    const res = await page.goto(articleUrl());
    const html = (await res?.text()) ?? '';
    expect(res?.headers()['cache-control']).toBe('private, no-store');
    expect(html).toContain(PREMIUM_FIRST_PARAGRAPH);
    expect(html).not.toContain('class="paywall-invitation"');
    expect(html.match(NAME_IN_HEADER)?.[1]).toBe('Camila');
    // The page renewed the session: a fresh access token is back.
    expect((await context.cookies()).some((c) => c.name === 'arc_access_token')).toBe(true);

    await waitForIslands(page, 'site-header');
    expect(await page.locator('.site-header__user-first-name').textContent()).toBe('Camila');
    expect(await page.locator('.site-header__user-status').textContent()).toBe('Suscripción activa');
    expect(await page.locator('.article-body').first().textContent()).toContain(PREMIUM_FIRST_PARAGRAPH);
    expect(premiumCalls).toEqual([]);
    expect(islandWarnings).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an anonymous reader gets the public page with no premium text', async () => {
    const { page } = await web.newPage(MOBILE);
    const res = await page.goto(articleUrl());
    const html = (await res?.text()) ?? '';
    expect(res?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(html).not.toContain(PREMIUM_FIRST_PARAGRAPH);
    expect(html).toContain('class="paywall-invitation"');
    expect(html).not.toMatch(NAME_IN_HEADER);
    await page.close();
  });

  it('a signed-in reader without a subscription gets their name but no premium text', async () => {
    const reader = { email: 'sinplan@example.com', password: 'Clave2026s', firstName: 'Bruno' };
    const { cookie } = await signUpReader(web.server.url, reader, { cookie: true });
    const session = cookie.split('; ').find((c) => c.startsWith('__session='))!;
    const { page } = await web.newPage(MOBILE);
    await page.context().addCookies([{ name: '__session', value: session.slice(10), url: web.server.url }]);
    const res = await page.goto(articleUrl());
    const html = (await res?.text()) ?? '';
    expect(res?.headers()['cache-control']).toBe('private, no-store');
    expect(html).not.toContain(PREMIUM_FIRST_PARAGRAPH);
    expect(html).toContain('class="paywall-invitation"');
    expect(html.match(NAME_IN_HEADER)?.[1]).toBe('Bruno');
    await page.close();
  });
});
