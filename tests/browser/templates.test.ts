import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, browserTest } from './browser';

const web = browserTest();

async function storyIn(section: string): Promise<string> {
  const query = encodeURIComponent(
    JSON.stringify({ includeSections: section, feedSize: 1, sourceInclude: 'canonical_url' }),
  );
  const list = await (await fetch(`${web.server.url}/api/content/content-apir?query=${query}`)).json();
  return list.content_elements[0].canonical_url;
}

/** Opens the newest story of a section; `check` runs with the page, then console errors are asserted. */
async function withStory(
  section: string,
  viewport: { width: number; height: number },
  check: (page: Page) => Promise<void>,
) {
  const { page, errors } = await web.newPage(viewport);
  await page.goto(`${web.server.url}${await storyIn(section)}`);
  await check(page);
  // The page never scrolls sideways: every template fits a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(errors).toEqual([]);
  await page.close();
}

it("issue 28: a special report's headline is in the first screen of a 1366×768 desktop, under its hero", async () => {
  await withStory('especiales', { width: 1366, height: 768 }, async (page) => {
    const hero = (await page.locator('.article-header__lead').boundingBox())!;
    const headline = (await page.locator('.article-header h1').first().boundingBox())!;
    expect(hero.height).toBeGreaterThan(300);
    expect(headline.y).toBeGreaterThan(hero.y + hero.height - 1);
    expect(headline.y + headline.height).toBeLessThanOrEqual(768);
  });
});

const appBackground = (page: Page) => page.locator('.app').evaluate((el) => getComputedStyle(el).backgroundColor);

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('article templates on %s', (_name, viewport) => {
  it('S1-022: a video page is dark, with a play button over our poster; a default story is light', async () => {
    await withStory('videos', viewport, async (page) => {
      expect(await appBackground(page)).toBe('rgb(17, 17, 17)');
      await expect.poll(() => page.getByRole('button', { name: /^Reproducir video:/ }).isVisible()).toBe(true);
      expect(await page.locator('iframe').count()).toBe(0);
    });
    await withStory('nacion', viewport, async (page) => {
      expect(await appBackground(page)).toBe('rgba(0, 0, 0, 0)');
    });
  });

  it('S1-018: a special lays the transparent header over its full-width hero image', async () => {
    await withStory('especiales', viewport, async (page) => {
      const header = page.locator('.site-header').first();
      expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
      expect(await header.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/gradient/);
      const hero = await page.locator('.article-header__lead').boundingBox();
      expect(hero?.width).toBe(viewport.width);
      expect(hero?.y).toBeLessThan(20);
    });
  });

  it('S1-027/S1-028: an opinion story shows the round author photo and no side rail', async () => {
    await withStory('opinion', viewport, async (page) => {
      const photo = page.locator('.opinion-author-header__photo');
      await expect.poll(() => photo.isVisible()).toBe(true);
      expect(await photo.evaluate((el) => getComputedStyle(el).borderRadius)).toBe('50%');
      expect(await page.locator('aside, .latest-news').count()).toBe(0);
      const header = await page.locator('.article-header').boundingBox();
      if (viewport === DESKTOP) expect(header!.width).toBeGreaterThan(1000);
    });
  });

  it('S1-033: Semana Play reads in an 800px column on wide screens', async () => {
    await withStory('semanaplay', viewport, async (page) => {
      const width = (await page.locator('.article-header').boundingBox())!.width;
      expect(width).toBe(viewport === DESKTOP ? 800 : viewport.width - 32);
    });
  });

  it('S1-026: a /deportes story shows the sports agenda frame at its reserved height', async () => {
    await withStory('deportes', viewport, async (page) => {
      const frame = page.getByTitle('Agenda deportiva');
      await frame.scrollIntoViewIfNeeded();
      expect(await frame.isVisible()).toBe(true);
      expect((await frame.boundingBox())!.height).toBe(480);
    });
  });

  it('S1-020: a Confidenciales story opens with the band linking back to its section', async () => {
    await withStory('confidenciales', viewport, async (page) => {
      const band = page.locator('.confidenciales-heading a');
      expect(await band.textContent()).toBe('Confidenciales');
      expect(await band.getAttribute('href')).toBe('/confidenciales/');
      expect(await page.locator('h1').isVisible()).toBe(true);
    });
  });

  it('S1-029: a /recetas story reads as a default story and carries Recipe data with a 1280x720 image', async () => {
    await withStory('recetas', viewport, async (page) => {
      expect(await page.locator('h1').isVisible()).toBe(true);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const recipe = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Recipe');
      expect(recipe?.name).toBe(await page.locator('h1').textContent());
      expect(recipe.image[0]).toMatch(/\/1280x720\.jpg$/);
    });
  });

  it('S1-030/S1-031: a /elecciones story shows the elections bar with its banner', async () => {
    await withStory('elecciones', viewport, async (page) => {
      const banner = page.getByRole('link', { name: 'Elecciones', exact: true });
      expect(await banner.isVisible()).toBe(true);
      expect(await banner.getAttribute('href')).toBe('/elecciones/');
    });
  });
});
