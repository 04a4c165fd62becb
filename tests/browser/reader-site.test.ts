import { describe, expect, it } from 'vitest';
import { articleFixture } from '../../fixtures/article';
import { JOURNALISTS } from '../../server/db/seed/people';
import { toSlug } from '../../contracts/slug';
import { DESKTOP, MOBILE, browserTest, waitForIslands } from './browser';

// Spec 1 as a reader meets it in the browser (issue 28), on the demo sites as shipped.
const eightAuthors = articleFixture({
  _id: 'browser-ocho-autores',
  canonical_url: '/nacion/articulo/una-investigacion-de-ocho-periodistas/browser-ocho-autores/',
  credits: { by: JOURNALISTS.slice(0, 8).map((p) => ({ _id: toSlug(p.name), name: p.name })) },
});
const web = browserTest({ stories: [eightAuthors] });

/** A non-sponsored article of a site, from its own content source. */
async function siteArticle(site: string): Promise<string> {
  const query = encodeURIComponent(JSON.stringify({ includeSections: 'cali', feedSize: 10 }));
  const res = await fetch(`${web.server.url}/api/content/content-apir?query=${query}&_website=${site}`);
  const { content_elements } = (await res.json()) as {
    content_elements: { type: string; canonical_url: string; owner?: { sponsored?: boolean } }[];
  };
  const story = content_elements.find((s) => s.type === 'story' && !s.owner?.sponsored);
  if (!story) throw new Error(`no article of ${site} under /cali`);
  return story.canonical_url;
}

describe('ads on a demo site with a test ad account', () => {
  it('S1-206/S1-054: once the reader accepts, every visible slot fills from our own creative, its unit naming the page', async () => {
    const path = await siteArticle('elpais');
    for (const viewport of [MOBILE, DESKTOP]) {
      const { page, errors } = await web.newPage(viewport);
      const outside: string[] = [];
      await page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
        outside.push(route.request().url());
        return route.fulfill({ status: 204, body: '' });
      });
      await page.goto(`${web.server.url}${path}?_website=elpais`);
      await waitForIslands(page, 'consent-banner');
      // No ad before consent.
      expect(await page.locator('.ad-slot__creative').count()).toBe(0);
      await page.getByRole('button', { name: 'Aceptar' }).click();
      // Every slot shown on this device, scrolled to, gets a creative.
      const visible = page.locator('.ad-slot[data-ad-slot]:visible');
      const count = await visible.count();
      expect(count).toBeGreaterThanOrEqual(viewport === DESKTOP ? 4 : 3);
      for (let i = 0; i < count; i++) {
        const slot = visible.nth(i);
        await slot.scrollIntoViewIfNeeded();
        const creative = slot.locator('img.ad-slot__creative');
        await creative.waitFor({ state: 'attached' });
        await expect.poll(() => creative.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
        expect(await creative.getAttribute('src')).toMatch(/^\/anuncios\/prueba\/\d+x\d+\.svg$/);
        expect(await creative.getAttribute('alt')).toMatch(/^Publicidad de prueba \d+×\d+$/);
        // The unit carries the page's section: the article is filed under /cali.
        const name = await slot.getAttribute('data-ad-slot');
        expect(await slot.locator('.ad-slot__unit').getAttribute('data-ad-unit')).toBe(`/demo-elpais/cali/${name}`);
        expect(await slot.getAttribute('data-ad-status')).toBe('filled');
      }
      // Slots for the other device stay empty and unrequested.
      expect(await page.locator('.ad-slot[data-ad-slot]:not(:visible) .ad-slot__creative').count()).toBe(0);
      expect(outside).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  }, 120_000);
});

describe('authors carousel on the article page', () => {
  it('S1-120: a story with 8 authors opens without a previous arrow; after next, the previous arrow shows', async () => {
    const { page, errors } = await web.newPage(DESKTOP, { pixelImages: true });
    await page.goto(`${web.server.url}${eightAuthors.canonical_url}?_website=semana`);
    const carousel = page.locator('.authors-carousel');
    await carousel.scrollIntoViewIfNeeded();
    await waitForIslands(page, 'authors-carousel');
    await expect.poll(() => carousel.locator('.carousel').getAttribute('data-carousel-ready')).not.toBeNull();
    // S1-118: each author's avatar (from the authors source) and byline.
    expect(await carousel.locator('img.authors-carousel__avatar').count()).toBe(8);
    expect(await carousel.locator('.authors-carousel__byline').allTextContents()).toEqual(
      JOURNALISTS.slice(0, 8).map((p) => p.name),
    );
    const previous = carousel.getByRole('button', { name: 'Anterior' });
    expect(await previous.isVisible()).toBe(false);
    await carousel.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(() => previous.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
