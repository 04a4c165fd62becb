import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, browserTest, waitForIslands } from './browser';

const web = browserTest();
const at = (path: string) => `${web.server.url}${path}?_website=semana`;

describe('TV pages in the browser (spec 3, TV and video section page)', () => {
  it('the TV home shows the hero, journalists, the news carousel and one carousel per category, alternating', async () => {
    const { page, errors } = await web.newPage(DESKTOP, { pixelImages: true });
    // A hydration mismatch is a warning (runtime/client/hydrate.ts), not an error.
    const warnings: string[] = [];
    page.on('console', (msg) => void (msg.type() === 'warning' && warnings.push(msg.text())));
    const res = await page.goto(at('/tv/'));
    expect(res?.status()).toBe(200);
    // The hero promo: a play icon inside the link to the video's article.
    const hero = page.locator('.tv-video-card--large a');
    expect(await hero.getAttribute('href')).toMatch(/^\/semana-tv\/.+\/video\/.+/);
    expect(await hero.locator('svg.tv-play').count()).toBe(1);
    await expect.poll(() => page.getByRole('region', { name: 'Periodistas' }).getByRole('link').count()).toBe(6);
    const news = page.locator('.tv-week-landing__news').getByRole('link', { name: 'Semana Noticias', exact: true });
    expect(await news.getAttribute('href')).toBe('/semana-tv/programas/semana-noticias');
    expect(await page.getByRole('region', { name: 'Programas de Opinión' }).isVisible()).toBe(true);

    // The page config's categorias, in map order: title from the key, link by its prefix.
    const categories = page.locator('.tv-week-landing__category');
    const heads = await categories
      .locator('.tv-carousel__title a')
      .evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(heads).toEqual([
      ['politica', '/semana-tv/categorias/politica'],
      ['vicky en semana', '/semana-tv/programas/vicky-en-semana'],
      ['deportes', '/semana-tv/categorias/deportes'],
      ['mesa semana', '/semana-tv/programas/mesa-semana'],
      ['entretenimiento', '/semana-tv/categorias/entretenimiento'],
    ]);
    // Even and odd carousels differ in background (what a reader sees), and pairs alike match.
    const backgrounds = await categories.evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
    expect(backgrounds[0]).not.toBe(backgrounds[1]);
    expect([backgrounds[2], backgrounds[4]]).toEqual([backgrounds[0], backgrounds[0]]);
    expect(backgrounds[3]).toBe(backgrounds[1]);

    // The carousels come alive: the next arrow moves the first category along.
    await waitForIslands(page, 'tv-week-landing');
    const first = categories.first();
    await first.scrollIntoViewIfNeeded();
    const firstSlide = first.locator('.swiper-slide').first();
    const before = await firstSlide.boundingBox();
    await first.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(async () => (await firstSlide.boundingBox())?.x).toBeLessThan(before!.x);
    // The island ships the carousels' frames only (decision 0050): hydration kept the server's hero, journalists,
    // opinion programmes and every card.
    expect(await hero.getAttribute('href')).toMatch(/^\/semana-tv\/.+\/video\/.+/);
    expect(await page.getByRole('region', { name: 'Periodistas' }).getByRole('link').count()).toBe(6);
    expect(await page.getByRole('region', { name: 'Programas de Opinión' }).getByRole('link').count()).toBeGreaterThan(
      0,
    );
    const cards = first.locator('.swiper-slide .tv-video-card__headline');
    expect(await cards.count()).toBe(await first.locator('.swiper-slide').count());
    expect(await cards.first().textContent()).not.toBe('');
    expect(warnings.filter((w) => w.includes('island'))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("'Cargar más' appends 8 videos to a programme's twelve", async () => {
    const { page, errors } = await web.newPage(MOBILE, { pixelImages: true });
    await page.goto(at('/semana-tv/programas/semana-noticias/'));
    const videos = page.locator('.tv-video-list .tv-video-card');
    expect(await videos.count()).toBe(12);
    const more = page.getByRole('button', { name: 'Cargar más' });
    await more.scrollIntoViewIfNeeded();
    await waitForIslands(page, 'tv-video-list');
    await more.click();
    // The demo's news programme has 16 videos: four more, and the list has ended.
    await expect.poll(() => videos.count()).toBe(16);
    expect(await more.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the video section page reads its section from the address and 'Cargar más' adds 8 'Otros videos'", async () => {
    const { page, errors } = await web.newPage(DESKTOP, { pixelImages: true });
    const res = await page.goto(at('/semana-tv/videos/seccion/videos/'));
    expect(res?.status()).toBe(200);
    expect(await page.locator('.video-section-page__lead .tv-video-card--large').count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Lo último' }).getByRole('article').count()).toBe(4);
    expect(await page.getByRole('region', { name: 'Programas de Opinión' }).isVisible()).toBe(true);
    const others = page.getByRole('region', { name: 'Otros videos' }).getByRole('article');
    expect(await others.count()).toBe(12);
    const more = page.getByRole('button', { name: 'Cargar más' });
    await more.scrollIntoViewIfNeeded();
    await waitForIslands(page, 'video-section-page');
    await more.click();
    await expect.poll(() => others.count()).toBe(20);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("S3-031–S3-034: a section's video page (Nación's, its videos filed under /videos/nacion) shows the lead, 'Lo último', 'Programas de Opinión' and 'Otros videos', whose 'Cargar más' appends", async () => {
    const { page, errors } = await web.newPage(DESKTOP, { pixelImages: true });
    // Reached from the home: the video carousel's title leads to the video section pages.
    await page.goto(at('/'));
    const title = page.locator('.video-carousel').getByRole('link', { name: 'Videos', exact: true });
    expect(await title.getAttribute('href')).toBe('/semana-tv/videos/seccion/videos/');
    const res = await page.goto(at('/semana-tv/videos/seccion/nacion/'));
    expect(res?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Videos de Nación');
    expect(await page.locator('.video-section-page__lead .tv-video-card--large').count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Lo último' }).getByRole('article').count()).toBe(4);
    expect(await page.getByRole('region', { name: 'Programas de Opinión' }).isVisible()).toBe(true);
    const others = page.getByRole('region', { name: 'Otros videos' }).getByRole('article');
    const before = await others.count();
    expect(before).toBeGreaterThan(0);
    const more = page.getByRole('button', { name: 'Cargar más' });
    await more.scrollIntoViewIfNeeded();
    await waitForIslands(page, 'video-section-page');
    await more.click();
    await expect.poll(() => others.count()).toBeGreaterThan(before);
    // Every video appended is one of Nación's: its card links to a video story.
    const links = await others.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(new Set(links).size).toBe(links.length);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a journalist's page shows 'Otros Periodistas' and 'Otros videos'; 'Cargar más' adds 4", async () => {
    const { page, errors } = await web.newPage(MOBILE, { pixelImages: true });
    await page.goto(at('/semana-tv/periodistas/maria-fernanda-ortega/'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('María Fernanda Ortega');
    const others = page.getByRole('region', { name: 'Otros Periodistas' }).getByRole('link');
    expect(await others.count()).toBe(5);
    const videos = page.getByRole('region', { name: 'Otros videos' }).getByRole('article');
    expect(await videos.count()).toBe(12);
    const more = page.getByRole('button', { name: 'Cargar más' });
    await more.scrollIntoViewIfNeeded();
    await waitForIslands(page, 'journalist-video-page');
    await more.click();
    await expect.poll(() => videos.count()).toBe(16);
    expect(errors).toEqual([]);
    await page.close();
  });
});
