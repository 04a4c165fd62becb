import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, browserTest, waitForIslands } from './browser';

const web = browserTest();
const forums = () => `${web.server.url}/foros-semana/?_website=foros-semana`;

/** The index of the hero gallery's active dot. */
const activeSlide = (page: Page) =>
  page
    .locator('.forums-hero .carousel__dot')
    .evaluateAll((dots) => dots.findIndex((d) => d.getAttribute('aria-current') === 'true'));

describe('forums blocks in the browser (spec 3, 2 and 9)', () => {
  it("appends 6 past forums and then 4 videos per 'Cargar más', until the section runs out", async () => {
    const { page, errors } = await web.newPage(DESKTOP, { pixelImages: true });
    await page.goto(forums());
    const previous = page.locator('section.forums-previous-grid');
    await previous.scrollIntoViewIfNeeded();
    await waitForIslands(page, 'forums-previous-grid');
    expect(await previous.getByRole('heading', { level: 2 }).textContent()).toBe('FOROS ANTERIORES');
    // The demo has 20 past forums: 9 after the hero gallery's 5, then the 6 left.
    expect(await previous.getByRole('article').count()).toBe(9);
    await previous.getByRole('button', { name: 'Cargar más' }).click();
    await expect.poll(() => previous.getByRole('article').count()).toBe(15);
    expect(await previous.getByRole('button').count()).toBe(0);

    const moments = page.locator('section.forums-moments-grid');
    await moments.scrollIntoViewIfNeeded();
    await waitForIslands(page, 'forums-moments-grid');
    expect(await moments.getByRole('heading', { level: 2 }).textContent()).toBe('MOMENTOS IMPERDIBLES');
    // 20 videos: 8 after the 6 of 'Esto dijo...', then 4, then the 2 left.
    expect(await moments.getByRole('article').count()).toBe(8);
    await moments.getByRole('button', { name: 'Cargar más' }).click();
    await expect.poll(() => moments.getByRole('article').count()).toBe(12);
    await moments.getByRole('button', { name: 'Cargar más' }).click();
    await expect.poll(() => moments.getByRole('article').count()).toBe(14);
    expect(await moments.getByRole('button').count()).toBe(0);
    const urls = await moments.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(urls).size).toBe(14);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('moves the hero gallery on by itself, and from the last forum back to the first', async () => {
    const { page, errors } = await web.newPage(DESKTOP, { pixelImages: true });
    await page.goto(forums());
    await waitForIslands(page, 'forums-hero-gallery');
    const dots = page.locator('.forums-hero .carousel__dot');
    expect(await dots.count()).toBe(5);
    expect(await activeSlide(page)).toBe(0);
    await expect.poll(() => activeSlide(page), { timeout: 8000 }).toBe(1);

    // Jump to the last forum, then take the pointer off the gallery (hovering pauses it).
    await dots.last().click();
    await page.mouse.move(DESKTOP.width - 5, DESKTOP.height - 5);
    expect(await activeSlide(page)).toBe(4);
    await expect.poll(() => activeSlide(page), { timeout: 8000 }).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the hero gallery still for readers who ask for less motion, and pauses it under the pointer', async () => {
    // Swiper keeps its instance on its element: its autoplay state says whether the gallery moves by itself.
    const autoplay = (page: Page) =>
      page.locator('.forums-hero .swiper').evaluate((el) => {
        // Without autoplay swiper does not even load the module.
        const { autoplay: state } = (
          el as HTMLElement & { swiper: { autoplay?: { running: boolean; paused: boolean } } }
        ).swiper;
        return { running: state?.running ?? false, paused: state?.paused ?? false };
      });
    const calm = await web.newPage(DESKTOP, { pixelImages: true, reducedMotion: 'reduce' });
    await calm.page.goto(forums());
    await waitForIslands(calm.page, 'forums-hero-gallery');
    expect((await autoplay(calm.page)).running).toBe(false);
    await calm.page.close();

    const { page, errors } = await web.newPage(DESKTOP, { pixelImages: true });
    await page.goto(forums());
    await waitForIslands(page, 'forums-hero-gallery');
    // swiper starts when the autoplay's first tick is due (ui/use-swiper-wanted.ts), then runs on its own.
    await expect.poll(() => autoplay(page)).toEqual({ running: true, paused: false });
    await page.locator('.forums-hero').hover();
    await expect.poll(async () => (await autoplay(page)).paused).toBe(true);
    await page.mouse.move(DESKTOP.width - 5, DESKTOP.height - 5);
    await expect.poll(async () => (await autoplay(page)).paused).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("takes the reader from a next forum's 'Más información' to that forum's page", async () => {
    const { page, errors } = await web.newPage(MOBILE, { pixelImages: true });
    await page.goto(forums());
    const carousel = page.locator('section.next-forums');
    await carousel.scrollIntoViewIfNeeded();
    await waitForIslands(page, 'next-forums-carousel');
    const buttons = carousel.getByRole('link', { name: 'Más información' });
    expect(await buttons.count()).toBe(4);
    const first = carousel.getByRole('article').first();
    const name = (await first.getByRole('heading').textContent()) ?? '';
    const href = (await buttons.first().getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/foros-semana\/proximos-foros\/articulo\//);
    await buttons.first().click();
    await page.waitForURL((url) => url.pathname === href);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    expect(errors).toEqual([]);
    await page.close();
  });
});
