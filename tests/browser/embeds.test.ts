import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { everyElementFixture } from '../../fixtures/every-element';
import { AD_EXCLUDED_URLS } from '../../ui/ads/exclusions';
import { DESKTOP, browserTest, waitForIslands, watchErrors } from './browser';
import { TEST_AD_PUBLISHER_ID } from '../../fixtures/site';

const story = everyElementFixture({ _id: 'browser-embeds', canonical_url: '/nacion/articulo/embeds/browser-embeds/' });
const sponsored = everyElementFixture({
  _id: 'browser-patrocinado',
  canonical_url: '/hablan-las-marcas/articulo/patrocinado/browser-patrocinado/',
  owner: { sponsored: true },
});
const excluded = everyElementFixture({ _id: 'browser-excluido', canonical_url: AD_EXCLUDED_URLS[0]! });
const EMBED_HOSTS = /platform\.twitter\.com|platform\.x\.com|instagram\.com|tiktok\.com/;

// A site with an ad account: without one no ad slot renders (tests/browser/looks-finished.test.ts).
const web = browserTest({
  stories: [story, sponsored, excluded],
  server: { siteOverrides: { adPublisherId: TEST_AD_PUBLISHER_ID } },
});

const url = (path: string) => `${web.server.url}${path}?_website=semana`;

/**
 * Outside requests are recorded and answered here: embed providers' scripts with a marker script (the ad network's
 * script, which the page itself loads after consent, answers empty).
 */
async function open(consent: boolean) {
  const context: BrowserContext = await web.browser.newContext({ viewport: DESKTOP });
  const outside: string[] = [];
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    const requested = route.request().url();
    outside.push(requested);
    if (EMBED_HOSTS.test(requested) && requested.endsWith('.js'))
      return route.fulfill({ contentType: 'text/javascript', body: 'document.body.dataset.provider = "cargado";' });
    return route.fulfill({ status: 204, body: '' });
  });
  if (consent)
    await context.addInitScript(() => {
      if (window === window.top) localStorage.setItem('consentimiento-terceros', 'aceptado');
    });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(url(story.canonical_url));
  await waitForIslands(page, 'consent-banner');
  return { page, errors, outside };
}

describe('third-party embeds', () => {
  it('load their scripts only when the reader scrolls near them, in a sandboxed frame', async () => {
    const { page, outside } = await open(true);
    expect(outside.filter((u) => EMBED_HOSTS.test(u))).toEqual([]);
    const tweet = page.locator('[data-embed="twitter"]');
    const script = page.waitForRequest('https://platform.twitter.com/widgets.js');
    await tweet.scrollIntoViewIfNeeded();
    await script;
    const frame = tweet.locator('iframe');
    const sandbox = await frame.getAttribute('sandbox');
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
    // The provider script ran inside the frame, not in the page.
    await expect.poll(() => frame.contentFrame().locator('body').getAttribute('data-provider')).toBe('cargado');
    expect(await page.locator('body').getAttribute('data-provider')).toBeNull();
    await page.context().close();
  });

  it('without consent, show the post text and load only on the reader’s click', async () => {
    const { page, outside } = await open(false);
    const insta = page.locator('[data-embed="instagram"]');
    await insta.scrollIntoViewIfNeeded();
    const button = insta.getByRole('button', { name: /Ver este contenido/ });
    await button.waitFor();
    expect(await insta.textContent()).toContain('Ver esta publicación en Instagram');
    expect(outside.filter((u) => EMBED_HOSTS.test(u))).toEqual([]);
    const script = page.waitForRequest('https://www.instagram.com/embed.js');
    await button.click();
    await script;
    await page.context().close();
  });

  it('plays a YouTube video from youtube-nocookie only after a click', async () => {
    const { page, outside } = await open(true);
    const video = page.locator('[data-youtube-id="M7lc1UVf-VE"]');
    await video.scrollIntoViewIfNeeded();
    expect(outside.filter((u) => u.includes('youtube'))).toEqual([]);
    await video.getByRole('link').click();
    expect(await video.locator('iframe').getAttribute('src')).toContain(
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
    );
    await page.context().close();
  });

  it('the gallery element swipes to the next picture', async () => {
    const { page } = await open(true);
    const strip = page.locator('.article-body__gallery-strip');
    await strip.scrollIntoViewIfNeeded();
    const slides = strip.locator('.article-body__gallery-slide');
    const box = (await strip.boundingBox())!;
    await strip.evaluate((el) => el.scrollBy({ left: el.clientWidth * 0.6 }));
    await expect.poll(async () => Math.round((await slides.nth(1).boundingBox())!.x - box.x)).toBe(0);
    await page.context().close();
  });
});

describe('pages over HTTP', () => {
  it('send a Content-Security-Policy allowing the page’s own inline scripts by hash', async () => {
    const res = await fetch(url(story.canonical_url));
    const csp = res.headers.get('content-security-policy') ?? '';
    const html = await res.text();
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'.* https:\/\/securepubads\.g\.doubleclick\.net/);
    expect(csp).toContain('frame-src');
    expect(csp).toContain('https://www.youtube-nocookie.com');
    expect(csp).toContain('https://cdn.x'); // the article's PDF frame
    expect(csp).toContain("object-src 'none'");
    expect(html).toContain('navigator.sendBeacon');
  });

  it('the article carries the ROBAPAGINA slots with reserved heights; sponsored and excluded ones none', async () => {
    const html = await (await fetch(url(story.canonical_url))).text();
    for (const slot of ['ROBAPAGINA_1', 'ROBAPAGINA_2', 'ROBAPAGINA_3']) {
      expect(html).toMatch(
        new RegExp(`data-ad-slot="${slot}" data-size="GP5"[^>]*><div class="ad-slot__unit" style="min-height:250px`),
      );
    }
    for (const other of [sponsored, excluded]) {
      const page = await (await fetch(url(other.canonical_url))).text();
      expect(page).toContain('Párrafo 8');
      expect(page).not.toContain('data-ad-slot');
    }
  });

  it('shows no console errors in Chromium under the policy, and our own inline view beacon runs', async () => {
    const context: BrowserContext = await web.browser.newContext({ viewport: DESKTOP });
    const beacon = context.newPage().then(async (page) => {
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/views') && r.method() === 'POST');
      await page.goto(url(story.canonical_url));
      return (await sent).postData();
    });
    expect(await beacon).toBe(JSON.stringify({ id: story._id }));
    await context.close();
    const { page, errors } = await open(true);
    await page.locator('[data-embed="twitter"]').scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-embed="twitter"] iframe');
    // The fixture's own lead and body images use ids the resizer does not draw (404s).
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    await page.context().close();
  });
});
