import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, MOBILE, browserTest, waitForIslands } from './browser';

const web = browserTest();
const url = (path: string) => `${web.server.url}${path}?_website=semana`;

/** Which dot is marked current, counting from 1. */
const activeDot = (carousel: Locator) =>
  carousel.locator('.carousel__dot').evaluateAll((dots) => dots.findIndex((d) => d.ariaCurrent === 'true') + 1);

/** The slide the reader sees in front: the leftmost one inside the carousel's box, by its 'n de N' label. */
async function frontSlide(carousel: Locator): Promise<string | null> {
  return carousel.evaluate((root) => {
    const left = root.querySelector('.swiper')!.getBoundingClientRect().left;
    const slide = [...root.querySelectorAll('.swiper-slide')].find(
      (s) => Math.abs(s.getBoundingClientRect().left - left) < 2,
    );
    return slide?.getAttribute('aria-label') ?? null;
  });
}

async function open(page: Page, path: string, block: string): Promise<Locator> {
  await page.goto(url(path));
  const carousel = page.locator(`section.${block}`);
  await carousel.scrollIntoViewIfNeeded();
  await waitForIslands(page, block);
  return carousel;
}

describe('article carousels in the browser (spec 3, 2 and 4)', () => {
  it('moves the hero carousel with its arrows and dots; previous is hidden at the first slide; it loops', async () => {
    const { page, errors } = await web.newPage(DESKTOP, { pixelImages: true });
    const hero = await open(page, '/elecciones/', 'hero-carousel');
    const previous = hero.getByRole('button', { name: 'Anterior' });
    const next = hero.getByRole('button', { name: 'Siguiente' });
    expect(await hero.locator('.carousel__dot').count()).toBe(10);
    expect(await previous.isVisible()).toBe(false);
    expect(await frontSlide(hero)).toBe('1 de 10');

    await next.click();
    await expect.poll(() => activeDot(hero)).toBe(2);
    await expect.poll(() => frontSlide(hero)).toBe('2 de 10');
    expect(await previous.isVisible()).toBe(true);

    await hero.getByRole('button', { name: 'Ir a la diapositiva 10' }).click();
    await expect.poll(() => frontSlide(hero)).toBe('10 de 10');
    expect(await activeDot(hero)).toBe(10);
    await previous.click();
    await expect.poll(() => activeDot(hero)).toBe(9);

    // Past the last slide comes the first again, with the previous arrow hidden as at the start. (A looping swiper
    // ignores clicks while it slides: each move settles before the next click.)
    await expect.poll(() => frontSlide(hero)).toBe('9 de 10');
    await hero.getByRole('button', { name: 'Ir a la diapositiva 10' }).click();
    await expect.poll(() => frontSlide(hero)).toBe('10 de 10');
    await next.click();
    await expect.poll(() => frontSlide(hero)).toBe('1 de 10');
    expect(await activeDot(hero)).toBe(1);
    await expect.poll(() => previous.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("links the lifestyle carousel's 'Ver más notas' to /seccion/estilo-de-vida", async () => {
    const { page, errors } = await web.newPage(MOBILE, { pixelImages: true });
    const lifestyle = await open(page, '/', 'lifestyle-carousel');
    const more = lifestyle.getByRole('link', { name: 'Ver más notas' });
    expect(await more.getAttribute('href')).toBe('/seccion/estilo-de-vida');
    // The address as the spec writes it lands on the lifestyle section page.
    await more.click();
    await page.waitForURL((u) => u.pathname === '/seccion/estilo-de-vida/');
    expect(await page.locator('.article-card-grid .card').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the dark carousel on a dark band and the video cards with a play icon; a drag swipes', async () => {
    const { page, errors } = await web.newPage(MOBILE, { pixelImages: true });
    const dark = await open(page, '/', 'dark-carousel');
    expect(await dark.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(17, 17, 17)');
    await dark.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(() => frontSlide(dark)).toBe('2 de 8');

    const video = page.locator('section.video-carousel');
    await video.scrollIntoViewIfNeeded();
    await waitForIslands(page, 'video-carousel');
    const cards = video.locator('.overlay-card');
    expect(await cards.count()).toBe(8);
    expect(await video.getByRole('img', { name: 'Video' }).count()).toBe(8);

    // A drag moves it on (a swipe, not a click: the page stays).
    const box = (await video.locator('.swiper').boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width - 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 20, y, { steps: 10 });
    await page.mouse.up();
    await expect.poll(() => activeDot(video)).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("appends the next page of the promo carousel on 'Cargar más' and brings its first story in front", async () => {
    const { page, errors } = await web.newPage(DESKTOP, { pixelImages: true });
    const promo = await open(page, '/economia/', 'promo-carousel');
    const slides = promo.locator('.swiper-slide');
    const first = await slides.count();
    expect(first).toBe(8);
    await promo.getByRole('button', { name: 'Cargar más' }).click();
    await expect.poll(() => slides.count()).toBeGreaterThan(first);
    await expect.poll(() => activeDot(promo)).toBe(first + 1);
    expect(await frontSlide(promo)).toBe(`${first + 1} de ${await slides.count()}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows related articles under a story, never the story itself, and the economy capsules' 'Ver todo'", async () => {
    const { page, errors } = await web.newPage(MOBILE, { pixelImages: true });
    const query = encodeURIComponent(
      JSON.stringify({ includeSections: 'nacion', feedSize: 10, sourceInclude: 'canonical_url,subtype' }),
    );
    const list = (await (await fetch(`${web.server.url}/api/content/content-apir?query=${query}`)).json()) as {
      content_elements: { canonical_url: string; subtype?: string }[];
    };
    // A plain article: related stories share its section and subtype, and the demo has one live story per section.
    const story = list.content_elements.find((s) => s.subtype === 'articulo')!.canonical_url;
    const related = await open(page, story, 'related-articles-carousel');
    const links = await related.locator('.overlay-card').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.length).toBeGreaterThan(0);
    expect(links).not.toContain(story);
    // In the story's narrow column the carousel never widens the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const capsules = await open(page, '/economia/', 'economy-capsules');
    expect(await capsules.getByRole('link', { name: 'Ver todo' }).getAttribute('href')).toBe('/economia/capsulas/');
    expect(await capsules.locator('.swiper-slide').count()).toBeLessThanOrEqual(10);
    expect(errors).toEqual([]);
    await page.close();
  });
});
