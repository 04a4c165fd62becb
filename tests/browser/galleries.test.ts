import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, MOBILE, axeOn, browserTest, waitForIslands, watchErrors } from './browser';

const web = browserTest();
const galleries = () => `${web.server.url}/galerias/`;

/** How many items a list source holds (its `count`). */
async function countOf(source: string, query: Record<string, unknown>): Promise<number> {
  const search = new URLSearchParams({ query: JSON.stringify(query), _website: 'semana' });
  const list = (await (await fetch(`${web.server.url}/api/content/${source}?${search}`)).json()) as { count: number };
  return list.count;
}

async function openBlock(page: Page, block: string): Promise<Locator> {
  const island = page.locator(`news-island[data-block="${block}"]`);
  await island.scrollIntoViewIfNeeded();
  await waitForIslands(page, block);
  return island;
}

const opacity = (el: Locator) => el.evaluate((node) => getComputedStyle(node).opacity);
const activeDot = (root: Locator) => root.locator('.carousel__dot[aria-current="true"]').getAttribute('aria-label');

describe('galleries page (spec 3, 2 "Galleries and multimedia")', () => {
  it('shows a gallery headline on hover or keyboard focus only, and appends 12 galleries per click', async () => {
    const { page, errors } = await web.newPage(DESKTOP, { pixelImages: true });
    await page.goto(galleries());
    const grid = await openBlock(page, 'galleries-grid');
    const tiles = grid.locator('.gallery-tile');
    const headline = tiles.nth(1).locator('.gallery-tile__headline');
    await page.mouse.move(0, 0);
    await expect.poll(() => opacity(headline)).toBe('0');
    await tiles.nth(1).hover();
    await expect.poll(() => opacity(headline)).toBe('1');
    await page.mouse.move(0, 0);
    await expect.poll(() => opacity(headline)).toBe('0');
    await tiles.nth(2).locator('a').focus();
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => opacity(headline)).toBe('1');

    // Spec 3, 9: the first load starts at the tenth gallery; each click adds the next 12.
    const total = await countOf('content-apir', { includeSections: 'galerias', feedSize: 1 });
    expect(total).toBeGreaterThan(21);
    expect(await tiles.count()).toBe(12);
    await grid.getByRole('button', { name: 'Cargar más galerías' }).click();
    await expect.poll(() => tiles.count()).toBe(Math.min(total, 33) - 9);
    expect(await grid.getByRole('button').count()).toBe(total > 33 ? 1 : 0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('adds 6 galleries of the collection per click', async () => {
    const { page, errors } = await web.newPage(DESKTOP, { pixelImages: true });
    await page.goto(galleries());
    const block = await openBlock(page, 'collection-gallery');
    const size = await countOf('content-api-collections', { queryString: 'galerias', size: 1 });
    expect(size).toBeGreaterThan(6);
    const tiles = block.locator('.gallery-tile');
    expect(await tiles.count()).toBe(6);
    await block.getByRole('button', { name: 'Cargar más galerías' }).click();
    await expect.poll(() => tiles.count()).toBe(Math.min(size, 12));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('moves the gallery carousel with its arrows and dots; the previous arrow shows once it has moved', async () => {
    const { page, errors } = await web.newPage(DESKTOP, { pixelImages: true });
    await page.goto(galleries());
    const carousel = await openBlock(page, 'gallery-carousel');
    await expect.poll(() => carousel.locator('[data-carousel-ready]').count()).toBe(1);
    const previous = carousel.getByRole('button', { name: 'Anterior' });
    expect(await previous.isVisible()).toBe(false);
    const slides = carousel.locator('.swiper-slide');
    const firstLeft = await slides.nth(0).evaluate((el) => el.getBoundingClientRect().left);
    await carousel.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(() => activeDot(carousel)).toBe('Ir a la diapositiva 2');
    await expect.poll(() => slides.nth(1).evaluate((el) => el.getBoundingClientRect().left)).toBeCloseTo(firstLeft, 0);
    expect(await previous.isVisible()).toBe(true);
    await carousel.getByRole('button', { name: 'Ir a la diapositiva 4' }).click();
    await expect.poll(() => slides.nth(3).evaluate((el) => el.getBoundingClientRect().left)).toBeCloseTo(firstLeft, 0);
    expect(await activeDot(carousel)).toBe('Ir a la diapositiva 4');
    await previous.click();
    await expect.poll(() => activeDot(carousel)).toBe('Ir a la diapositiva 3');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('loops the slider: no previous arrow at the first slide, and after the last comes the first', async () => {
    const { page, errors } = await web.newPage(DESKTOP, { pixelImages: true });
    await page.goto(galleries());
    const slider = await openBlock(page, 'slider');
    await expect.poll(() => slider.locator('[data-carousel-ready]').count()).toBe(1);
    const previous = slider.getByRole('button', { name: 'Anterior' });
    expect(await previous.isVisible()).toBe(false);
    const dots = slider.locator('.carousel__dot');
    const count = await dots.count();
    expect(count).toBeGreaterThanOrEqual(8);
    expect(count).toBeLessThanOrEqual(12);
    await dots.nth(count - 1).click();
    await expect.poll(() => activeDot(slider)).toBe(`Ir a la diapositiva ${count}`);
    // Swiper ignores a looping move while a slide is still on its way: wait until the last one is in place.
    const left = (el: Locator) => el.evaluate((node) => Math.round(node.getBoundingClientRect().left));
    const last = slider.locator(`.swiper-slide[aria-label="${count} de ${count}"]`);
    const track = slider.locator('.swiper');
    await expect.poll(async () => (await left(last)) - (await left(track))).toBe(0);
    expect(await previous.isVisible()).toBe(true);
    await slider.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(() => activeDot(slider)).toBe('Ir a la diapositiva 1');
    await expect.poll(() => previous.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('pads the secondary slider 30 and 16 above 1024 px, 14 and 10 below, and shows headlines on touch screens', async () => {
    const padding = (el: Locator) => el.evaluate((node) => getComputedStyle(node).padding);
    const wide = await web.newPage(DESKTOP, { pixelImages: true });
    await wide.page.goto(galleries());
    expect(
      await padding(await openBlock(wide.page, 'secondary-slider').then((b) => b.locator('.secondary-slider'))),
    ).toBe('30px 16px');
    await wide.page.setViewportSize({ width: 1024, height: 900 });
    expect(await padding(wide.page.locator('.secondary-slider'))).toBe('14px 10px');
    await wide.page.close();

    const phone = await web.newPage(MOBILE, { pixelImages: true, hasTouch: true, isMobile: true });
    await phone.page.goto(galleries());
    const grid = await openBlock(phone.page, 'galleries-grid');
    expect(await opacity(grid.locator('.gallery-tile__headline').first())).toBe('1');
    expect(await padding(phone.page.locator('.secondary-slider'))).toBe('14px 10px');
    expect([...wide.errors, ...phone.errors]).toEqual([]);
    await phone.page.close();
  });

  it('has no serious or critical accessibility violations once its blocks have hydrated', async () => {
    // Axe needs a page of a context it made itself.
    const context = await web.browser.newContext({ viewport: MOBILE });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(galleries());
    const blocks = ['multimedia-gallery', 'gallery-carousel', 'galleries-grid', 'slider', 'collection-gallery'];
    for (const block of [...blocks, 'secondary-slider']) await openBlock(page, block);
    const { violations } = await axeOn(page).include('main').analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
