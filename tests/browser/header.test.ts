import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readManifest } from '../../bench/js-weight';
import { DESKTOP, MOBILE, browserTest, waitForIslands } from './browser';

const web = browserTest();

/** Console errors of the header's own making (images of other blocks are not this test's concern). */
function headerErrors(errors: string[]): string[] {
  return errors.filter((e) => !e.startsWith('Failed to load resource'));
}

async function openHome(viewport: typeof MOBILE): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await web.newPage(viewport);
  await page.goto(`${web.server.url}/`);
  await waitForIslands(page, 'site-header');
  return { page, errors };
}

describe('site header in the browser', () => {
  it("opens 'Más' on desktop and closes it on a click outside", async () => {
    const { page, errors } = await openHome(DESKTOP);
    const header = page.locator('.site-header');
    const more = header.getByRole('button', { name: 'Más', exact: true });
    const menu = page.locator('#site-header-more');
    await more.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await menu.getByRole('link').count()).toBe(25);
    await page.mouse.click(DESKTOP.width / 2, DESKTOP.height - 40);
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    expect(headerErrors(errors)).toEqual([]);
    await page.close();
  });

  it("closes 'Más' when the hamburger opens, and the other way round", async () => {
    const { page, errors } = await openHome(DESKTOP);
    const more = page.getByRole('button', { name: 'Más', exact: true });
    const burger = page.getByRole('button', { name: 'Menú', exact: true });
    const moreMenu = page.locator('#site-header-more');
    const fullMenu = page.locator('#site-header-menu');
    await more.click();
    await burger.click();
    await expect.poll(() => fullMenu.isVisible()).toBe(true);
    expect(await moreMenu.isVisible()).toBe(false);
    await more.click();
    await expect.poll(() => moreMenu.isVisible()).toBe(true);
    expect(await fullMenu.isVisible()).toBe(false);
    expect(headerErrors(errors)).toEqual([]);
    await page.close();
  });

  it('opens the full menu on mobile with the social links and the ISSN', async () => {
    const { page, errors } = await openHome(MOBILE);
    const burger = page.getByRole('button', { name: 'Menú', exact: true });
    const fullMenu = page.locator('#site-header-menu');
    expect(await fullMenu.isVisible()).toBe(false);
    await burger.click();
    await expect.poll(() => fullMenu.isVisible()).toBe(true);
    for (const name of ['YouTube', 'TikTok', 'X (Twitter)', 'Facebook', 'Instagram']) {
      await fullMenu.getByRole('link', { name }).scrollIntoViewIfNeeded();
      expect(await fullMenu.getByRole('link', { name }).isVisible()).toBe(true);
    }
    expect(await fullMenu.getByText('ISSN 2954-8233').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => fullMenu.isVisible()).toBe(false);
    expect(headerErrors(errors)).toEqual([]);
    await page.close();
  });

  it('keeps the logo, the hamburger and a compact sign-in link in the mobile bar', async () => {
    const { page } = await openHome(MOBILE);
    const header = page.locator('.site-header');
    expect(await header.getByRole('link', { name: 'Semana, ir a la portada' }).isVisible()).toBe(true);
    expect(await header.getByRole('button', { name: 'Menú', exact: true }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: 'Iniciar Sesión' }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: 'Crear cuenta' }).isVisible()).toBe(false);
    const bar = page.locator('.site-header__main-links');
    const [scrollWidth, clientWidth] = await bar.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    await page.close();
  });

  it('S1-148: while the page does not know its reader yet, neither buttons nor menu show, and nothing moves', async () => {
    const { page } = await web.newPage(DESKTOP);
    // A reader this browser remembers, on a public page (no session cookie): her profile is on its way.
    let answerProfile = () => {};
    const profileAsked = new Promise<void>((resolve) => (answerProfile = resolve));
    await page.route('**/identity/public/v1/profile', async (route) => {
      await profileAsked;
      await route.fulfill({ json: { uuid: 'u1', firstName: 'Laura' } });
    });
    await page.route('**/sales/public/v1/subscription/**', (route) => route.fulfill({ json: [] }));
    // Whether the account area was ever pending: an anonymous reader's browser knows at once, and never shows it.
    await page.addInitScript(() => {
      const seen = { pending: false };
      Object.assign(window, { accountSeen: seen });
      new MutationObserver(() => {
        if (document.querySelector('.site-header__account[aria-busy]')) seen.pending = true;
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    const everPending = () =>
      page.evaluate(() => (window as unknown as { accountSeen: { pending: boolean } }).accountSeen.pending);
    await page.goto(`${web.server.url}/`);
    await waitForIslands(page, 'site-header');
    const header = page.locator('.site-header');
    const subscribe = header.getByRole('link', { name: 'Suscríbete' });
    const signedOut = await subscribe.boundingBox();
    expect(await header.getByRole('link', { name: 'Iniciar Sesión' }).isVisible()).toBe(true);
    expect(await everPending()).toBe(false);

    await page.evaluate(() => localStorage.setItem('ArcId.USER_INFO', '{"uuid":"u1"}'));
    await page.reload();
    await waitForIslands(page, 'site-header');
    await expect.poll(() => header.locator('.site-header__account').getAttribute('aria-busy')).toBe('true');
    expect(await header.getByRole('link', { name: 'Iniciar Sesión' }).count()).toBe(0);
    expect(await header.getByRole('link', { name: 'Crear cuenta' }).count()).toBe(0);
    expect(await header.getByRole('button', { name: 'Laura' }).count()).toBe(0);
    expect(await subscribe.boundingBox()).toEqual(signedOut);
    expect(await everPending()).toBe(true);

    answerProfile();
    await header.getByRole('button', { name: 'Laura' }).waitFor();
    await page.close();
  });

  describe('a tap on the menu before the header has hydrated (the scripts start after the first paint)', () => {
    /** Holds the page's requests for scripts that `hold` picks until `release`. */
    async function holdScripts(page: Page, hold: (url: string) => boolean): Promise<() => void> {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/*.js', async (route) => {
        if (hold(route.request().url())) await released;
        await route.continue();
      });
      return release;
    }

    async function expectMenuOpenAfter(page: Page, release: () => void): Promise<void> {
      const burger = page.getByRole('button', { name: 'Menú', exact: true });
      expect(await page.locator('news-island[data-block="site-header"]').getAttribute('data-island-status')).toBe(
        'found',
      );
      await burger.click();
      release();
      await waitForIslands(page, 'site-header');
      await expect.poll(() => page.locator('#site-header-menu').isVisible()).toBe(true);
      // Replayed once, not toggled twice.
      expect(await burger.getAttribute('aria-expanded')).toBe('true');
    }

    it('opens it once the scripts arrive, when it came before any of them (held by the loader)', async () => {
      const { page, errors } = await web.newPage(MOBILE);
      const release = await holdScripts(page, () => true);
      // Not until 'load': scripts the loader inserts before it delay it, and they are held.
      await page.goto(`${web.server.url}/`, { waitUntil: 'domcontentloaded' });
      await expectMenuOpenAfter(page, release);
      expect(headerErrors(errors)).toEqual([]);
      await page.close();
    });

    it("opens it once the header's chunk arrives, when the page's entry had run (held by the island)", async () => {
      const { page, errors } = await web.newPage(MOBILE);
      const headerChunk = `/${readManifest()['blocks/site-header/island.ts'].file}`;
      const release = await holdScripts(page, (url) => new URL(url).pathname === headerChunk);
      await page.goto(`${web.server.url}/`, { waitUntil: 'domcontentloaded' });
      // The hero slider hydrating says the entry has run: the header waits for its own chunk alone.
      await waitForIslands(page, 'hero-slider');
      await expectMenuOpenAfter(page, release);
      expect(headerErrors(errors)).toEqual([]);
      await page.close();
    });
  });
});
