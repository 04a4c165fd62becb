import { describe, expect, it } from 'vitest';
import { articleFixture } from '../../fixtures/article';
import { DESKTOP, MOBILE, browserTest, waitForIslands } from './browser';
import { TEST_AD_PUBLISHER_ID } from '../../fixtures/site';

const story = articleFixture({ _id: 'browser-ancla', canonical_url: '/nacion/articulo/ancla/browser-ancla/' });
// A site with an ad account: without one no ad slot renders (tests/browser/looks-finished.test.ts).
const web = browserTest({ stories: [story], server: { siteOverrides: { adPublisherId: TEST_AD_PUBLISHER_ID } } });
const url = (path: string) => `${web.server.url}${path}${path.includes('?') ? '&' : '?'}_website=semana`;

describe('utility blocks in the browser (spec 3, 2)', () => {
  it('S3-107: the redirect keeps the query string', async () => {
    const { page } = await web.newPage(DESKTOP);
    await page.goto(url('/suscribase/?utm_source=x'));
    await page.waitForURL((u) => u.pathname === '/suscripciones-online/');
    const params = new URL(page.url()).searchParams;
    expect(params.get('utm_source')).toBe('x');
    await page.context().close();
  });

  it('S3-109 and S3-105: the dark switch darkens the app root; the embed is 600px on desktop, 400px on mobile', async () => {
    for (const [viewport, height] of [
      [DESKTOP, 600],
      [MOBILE, 400],
    ] as const) {
      const { page, errors } = await web.newPage(viewport);
      const res = await page.goto(url('/especiales/noche-electoral/'));
      // The embed is our own pre-count (decision 0102): a same-site frame, so the page allows no outside frame host.
      expect(res?.headers()['content-security-policy']).toMatch(/frame-src 'self'/);
      expect(res?.headers()['content-security-policy']).not.toMatch(/datawrapper|youtube/);
      await waitForIslands(page, 'dark-theme');
      expect(await page.locator('.app').getAttribute('class')).toContain('app--dark');
      expect(await page.locator('.app').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(17, 17, 17)');
      const frame = page.locator('iframe.html-embed__frame');
      expect(await frame.evaluate((el) => el.getBoundingClientRect().height)).toBe(height);
      expect(await frame.getAttribute('src')).toBe('/embed/preconteo/');
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('S3-114: the debug page shows the stored values and its button empties both storages', async () => {
    const { page } = await web.newPage(DESKTOP);
    // The stored reader is known to the identity service, so the page's session check keeps her mark (a mark the
    // service refuses is cleared at once, racing the debug page's first read). Each page keeps the service's profile
    // as USER_PROFILE (spec 2, 3), so the service answers the profile the test stores.
    const profile = { uuid: 'u-1', firstName: 'Ana' };
    await page.route('**/identity/public/v1/profile', (route) => route.fulfill({ json: profile }));
    await page.route('**/sales/public/v1/subscription/**', (route) => route.fulfill({ json: [] }));
    await page.route('**/identity/public/v1/user/settings', (route) => route.fulfill({ json: { ssoKey: 'k' } }));
    await page.route('**/identity/public/v2/identity/segmentation', (route) =>
      route.fulfill({ json: { segment: 's' } }),
    );
    await page.goto(url('/depuracion/'));
    await page.evaluate((stored) => {
      sessionStorage.setItem('ArcId.USER_INFO', '{"uuid":"u-1"}');
      localStorage.setItem('ArcId.USER_PROFILE', stored);
      localStorage.setItem('offerId', '466');
    }, JSON.stringify(profile));
    await page.reload();
    await waitForIslands(page, 'debug-page');
    for (const value of ['{"uuid":"u-1"}', JSON.stringify(profile), '466'])
      await page.getByText(value, { exact: true }).waitFor();
    // The signed-in page has written its own keys (settings, segment) by then, so the button must empty them too.
    const written = () =>
      page.evaluate(() => [sessionStorage.getItem('ArcId.USER_SETTINGS'), localStorage.getItem('currentlocaldate')]);
    await expect.poll(async () => (await written()).every((value) => value !== null)).toBe(true);
    await page.getByRole('button', { name: 'Borrar almacenamiento local y de sesión' }).click();
    const lengths = await page.evaluate(() => [localStorage.length, sessionStorage.length]);
    expect(lengths).toEqual([0, 0]);
    await expect.poll(() => page.getByText('(vacío)').count()).toBe(3);
    await page.context().close();
  });

  it('S3-112 and S3-113: the chat frame and the advanced search widget container are served', async () => {
    const chat = await (await fetch(url('/chatbot/'))).text();
    expect(chat).toMatch(/<iframe class="chatbot__frame" src="\/embed\/asistente\/"/);
    const search = await (await fetch(url('/busqueda-avanzada/'))).text();
    expect(search).toContain('id="advanced-search-widget"');
    expect(search).toMatch(/<h1 class="visually-hidden hidden-title">Búsqueda avanzada<\/h1>/);
  });

  it('the bottom anchor stays hidden until an ad fills it (no empty bar without consent or ad account)', async () => {
    const { page } = await web.newPage(MOBILE, { pixelImages: true });
    await page.goto(url(story.canonical_url));
    const anchor = page.locator('[data-ad-slot="STICKY"]');
    expect(await anchor.count()).toBe(1);
    expect(await anchor.isVisible()).toBe(false);
    await page.context().close();

    const filled = await web.newPage(MOBILE, { pixelImages: true });
    await filled.page.addInitScript(() => {
      localStorage.setItem('consentimiento-terceros', 'aceptado');
      (window as { __ADS__?: object }).__ADS__ = { adapter: 'fake' };
    });
    await filled.page.goto(url(story.canonical_url));
    await filled.page.waitForSelector('[data-ad-slot="STICKY"][data-ad-status="filled"]');
    await expect.poll(() => filled.page.locator('[data-ad-slot="STICKY"]').isVisible()).toBe(true);
    await filled.page.context().close();
  });
});
