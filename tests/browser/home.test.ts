import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, MOBILE, browserTest, waitForIslands } from './browser';

const web = browserTest();

async function openHome(viewport: { width: number; height: number }): Promise<{ page: Page; errors: string[] }> {
  // The resizer is another module's concern; these tests are about the blocks around the images.
  const { page, errors } = await web.newPage(viewport, { pixelImages: true });
  const response = await page.goto(`${web.server.url}/`);
  expect(response?.status()).toBe(200);
  return { page, errors };
}

/** Index of the dot marked aria-current, or -1. */
function activeDot(dots: Locator): Promise<number> {
  return dots.evaluateAll((els) => els.findIndex((el) => el.getAttribute('aria-current') === 'true'));
}

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('home page on %s', (_name, viewport) => {
  it('hero slider: autoplay advances it, a dot jumps to its slide and the active dot follows', async () => {
    const { page, errors } = await openHome(viewport);
    const hero = page.locator('.hero-slider');
    const dots = hero.getByRole('button', { name: /Ir a la diapositiva/ });
    await waitForIslands(page, 'hero-slider');
    // The first slide is in front as served; swiper loads with the autoplay's first tick (decision 0103).
    expect(await dots.count()).toBe(3);
    expect(await activeDot(dots)).toBe(0);

    // Autoplay (3000 ms) moves to the second slide by itself.
    await expect.poll(() => activeDot(dots), { timeout: 6000 }).toBe(1);

    await dots.nth(2).click();
    await expect.poll(() => activeDot(dots)).toBe(2);
    // The third story's slide ends up in view (after the 300 ms transition).
    const offset = async () => {
      const frame = await hero.locator('.swiper').boundingBox();
      const slide = await hero.locator('.swiper-slide[data-swiper-slide-index="2"]').boundingBox();
      return frame && slide ? Math.abs(slide.x - frame.x) : Infinity;
    };
    await expect.poll(offset).toBeLessThan(2);
    // It loops: after the last slide comes the first.
    await expect.poll(() => activeDot(dots), { timeout: 6000 }).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("'Más contenido' appends the next 8 cards to its grid", async () => {
    const { page, errors } = await openHome(viewport);
    const grid = page
      .locator('.article-card-grid')
      .filter({ has: page.getByRole('button', { name: 'Más contenido' }) });
    const first = grid.first();
    await first.scrollIntoViewIfNeeded();
    // The grid's code loads with the reader's first click (decision 0064): none of it before, even once in view
    // and once the page's other islands have hydrated.
    await waitForIslands(page, 'hero-slider');
    const island = first.locator('xpath=ancestor::news-island[1]');
    expect(await island.getAttribute('data-hydrate')).toBe('interaction');
    expect(await island.getAttribute('data-island-status')).toBe('found');
    const cards = first.locator('.card');
    const before = await cards.count();

    const answer = page.waitForResponse((r) => r.url().includes('/api/content/content-apir'));
    await first.getByRole('button', { name: 'Más contenido' }).click();
    const response = await answer;
    const query = JSON.parse(new URL(response.url()).searchParams.get('query') ?? '{}');
    expect(query).toMatchObject({ feedSize: 8, feedOffset: before });
    const { count } = (await response.json()) as { count: number };
    expect(count - before).toBeGreaterThanOrEqual(8);

    await expect.poll(() => cards.count()).toBe(before + 8);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('an article card link opens the article', async () => {
    const { page, errors } = await openHome(viewport);
    const link = page.locator('.article-card-grid .card a').first();
    await link.scrollIntoViewIfNeeded();
    // A card link navigates before the grid's code has loaded: links need none of it.
    await waitForIslands(page, 'hero-slider');
    expect(await link.locator('xpath=ancestor::news-island[1]').getAttribute('data-island-status')).toBe('found');
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\//);

    const [response] = await Promise.all([page.waitForNavigation(), link.click()]);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(href);
    expect(errors).toEqual([]);
    await page.close();
  });
});
