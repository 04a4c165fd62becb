import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { DESKTOP, MOBILE, browserTest, hydrateAll } from './browser';

const web = browserTest();

/**
 * Holds the next-page requests of `content-apir` until the returned function is called, so the test sees the
 * button while its batch is on the way; records each request's page (offset and size).
 */
async function holdPages(page: Page) {
  const pages: [number, number][] = [];
  let open: () => void = () => {};
  let gate = Promise.resolve();
  await page.route('**/api/content/content-apir?**', async (route: Route) => {
    const query = JSON.parse(new URL(route.request().url()).searchParams.get('query') ?? '{}');
    pages.push([query.feedOffset, query.feedSize]);
    await gate;
    await route.continue();
  });
  return {
    pages,
    hold() {
      gate = new Promise<void>((resolve) => (open = resolve));
      return () => open();
    },
  };
}

describe('load more in the browser (spec 3, 4)', () => {
  it("appends 2 cartoons per 'VER MÁS CARICATURAS' click, 'CARGANDO...' meanwhile, until the button goes", async () => {
    const { page, errors } = await web.newPage(MOBILE, { pixelImages: true });
    const requests = await holdPages(page);
    await page.goto(`${web.server.url}/caricaturas/`);
    await hydrateAll(page);
    const grid = page.locator('.cartoons-grid');
    const cards = grid.getByRole('article');
    expect(await cards.count()).toBe(4);

    const open = requests.hold();
    await grid.getByRole('button', { name: 'VER MÁS CARICATURAS' }).click();
    const loading = grid.getByRole('button', { name: 'CARGANDO...' });
    await expect.poll(() => loading.isDisabled()).toBe(true);
    open();
    await expect.poll(() => cards.count()).toBe(6);

    // The demo site has 14 cartoons: 4 from offset 5, then 2, 2 and the last one.
    const more = grid.getByRole('button', { name: 'VER MÁS CARICATURAS' });
    while ((await cards.count()) < 9) {
      const before = await cards.count();
      await more.click();
      await expect.poll(() => cards.count()).toBeGreaterThan(before);
    }
    await expect.poll(() => grid.getByRole('button').count()).toBe(0);
    expect(requests.pages).toEqual([
      [9, 2],
      [11, 2],
      [13, 2],
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("appends the section's next 6 on each 'Ver más contenido', and the page never shows a story twice", async () => {
    const { page, errors } = await web.newPage(DESKTOP, { pixelImages: true });
    const requests = await holdPages(page);
    await page.goto(`${web.server.url}/seccion/nacion/`);
    await hydrateAll(page);

    // One button pages the section: the upper grid shows its 8 and no 'Más contenido' of its own.
    const upper = page.locator('.article-card-grid').getByRole('article');
    expect(await upper.count()).toBe(8);
    expect(await page.getByRole('button', { name: 'Más contenido', exact: true }).count()).toBe(0);
    expect(await page.locator('.load-more-list').count()).toBe(0);

    const grid = page.locator('.section-more-grid');
    const cards = grid.getByRole('article');
    expect(await cards.count()).toBe(6);
    const open = requests.hold();
    await grid.getByRole('button', { name: 'Ver más contenido' }).click();
    await expect.poll(() => grid.getByRole('button', { name: 'Cargando...' }).isDisabled()).toBe(true);
    open();
    await expect.poll(() => cards.count()).toBe(12);
    await expect.poll(() => grid.getByRole('button', { name: 'Ver más contenido' }).isEnabled()).toBe(true);
    await grid.getByRole('button', { name: 'Ver más contenido' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(12);

    // The more grid starts after the upper grid's 8 (page-configs/shared/section.json) and goes on from there.
    expect(requests.pages).toEqual([
      [14, 6],
      [20, 6],
    ]);
    // Each card's story link, once per card.
    const hrefs = await page
      .locator('.article-card-grid article, .section-more-grid article')
      .evaluateAll((cards) => cards.map((card) => card.querySelector('a[href]')?.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(18);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("S3-098: Bogotá's subsection page, linked from the menu, appends the next 8 (or what is left) on 'Cargar más notas'", async () => {
    const { page, errors } = await web.newPage(DESKTOP, { pixelImages: true });
    const requests = await holdPages(page);
    await page.goto(`${web.server.url}/`);
    expect(await page.locator('header a[href="/seccion/nacion/bogota/"]').count()).toBeGreaterThan(0);
    await page.goto(`${web.server.url}/seccion/nacion/bogota/`);
    await hydrateAll(page);
    const grid = page.locator('.section-grid');
    const cards = grid.getByRole('article');
    expect(await cards.count()).toBe(7);
    await grid.getByRole('button', { name: 'Cargar más notas' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(7);
    // After the main grid's 8 and the section grid's 7: the next page from 15.
    expect(requests.pages).toEqual([[15, 8]]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("S3-095: /ultimas-noticias/, linked from the menu, appends 12 more per 'Cargar más artículos'", async () => {
    const { page, errors } = await web.newPage(DESKTOP, { pixelImages: true });
    const requests: [number, number][] = [];
    page.on('request', (req) => {
      const query = new URL(req.url()).searchParams.get('query');
      if (req.url().includes('/api/content/') && query)
        requests.push([JSON.parse(query).feedOffset, JSON.parse(query).feedSize]);
    });
    await page.goto(`${web.server.url}/`);
    expect(await page.locator('header a[href="/ultimas-noticias/"]').count()).toBeGreaterThan(0);
    await page.goto(`${web.server.url}/ultimas-noticias/`);
    await hydrateAll(page);
    const grid = page.locator('.latest-articles-grid');
    const cards = grid.getByRole('article');
    const first = await cards.count();
    expect(first).toBeGreaterThan(0);
    await grid.getByRole('button', { name: 'Cargar más artículos' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(first);
    // The page shows its first 24 (page-configs/shared/latest-news.json); a click asks for the next 12 from there.
    expect(requests).toEqual([[24, 12]]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("loads 4 more specials, each with 'Ver el especial', until none are left", async () => {
    const { page, errors } = await web.newPage(DESKTOP, { pixelImages: true });
    const requests = await holdPages(page);
    await page.goto(`${web.server.url}/especiales/`);
    await hydrateAll(page);
    const block = page.locator('.special-report');
    const ctas = block.getByRole('link', { name: 'Ver el especial' });
    expect(await ctas.count()).toBe(4);
    const more = block.getByRole('button', { name: 'Cargar más' });
    while ((await more.count()) > 0) {
      const before = await ctas.count();
      await more.click();
      await expect.poll(() => ctas.count()).toBeGreaterThan(before);
    }
    expect(await block.getByRole('article').count()).toBe(await ctas.count());
    expect(requests.pages[0]).toEqual([13, 4]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
