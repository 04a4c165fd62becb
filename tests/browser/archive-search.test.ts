import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, browserTest, waitForIslands } from './browser';
import { imagesData, imageUrl } from '../../contracts/image-sizes';
import type { StoryDocument } from '../../contracts/ans';

/** 60 stories on 15 January 2026 (Bogotá), each mentioning a word no demo story uses. */
const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const stories: StoryDocument[] = Array.from({ length: 60 }, (_, i) => {
  // Ids in the demo corpus's form (26 base-32 characters), so the image resizer draws their pictures.
  const id = `ARCHIVEGUACAMAYASTORYAAA${B32[Math.floor(i / 32)]}${B32[i % 32]}`;
  const at = new Date(Date.UTC(2026, 0, 15, 13, i)).toISOString();
  return {
    _id: id,
    type: 'story',
    canonical_url: `/nacion/articulo/guacamaya-${i}/${id}/`,
    canonical_website: 'semana',
    headlines: { basic: `Avistamiento de guacamayas número ${i} en el Amazonas` },
    display_date: at,
    publish_date: at,
    promo_items: { basic: { url: imageUrl(id, '1280x720'), alt_text: `Guacamaya ${i}`, images_data: imagesData(id) } },
    taxonomy: { primary_section: { _id: '/nacion', name: 'Nación' }, sections: [{ _id: '/nacion', name: 'Nación' }] },
    content_elements: [{ _id: `${id}-1`, type: 'text', content: 'Las guacamayas volvieron al río.' }],
  };
});

const web = browserTest({ stories });

describe('date archive and search in the browser', () => {
  it("shows the day's heading, 50 small cards, and 'Cargar más notas' loads the rest (offset 50)", async () => {
    const { page, errors } = await web.newPage(DESKTOP);
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/api/content/content-apir-date') && asked.push(r.url()));
    await page.goto(`${web.server.url}/archivo/2026-01-15/`);
    expect(await page.locator('h1').textContent()).toBe('15 de enero de 2026');
    await expect.poll(() => page.locator('.compact-card').count()).toBe(50);
    const button = page.getByRole('button', { name: 'Cargar más notas' });
    await button.scrollIntoViewIfNeeded();
    await waitForIslands(page, 'load-more-list');
    await button.click();
    await expect.poll(() => page.locator('.compact-card').count()).toBe(60);
    expect(JSON.parse(new URL(asked[0]).searchParams.get('query')!)).toMatchObject({ feedOffset: 50, feedSize: 50 });
    expect(await page.getByRole('button', { name: 'Cargar más notas' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("finds 'guacamaya' without accents and loads more results with 'Cargar más'", async () => {
    const { page, errors } = await web.newPage(MOBILE);
    await page.goto(`${web.server.url}/buscador/`);
    await page.getByRole('searchbox').fill('guacamaya');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.waitForURL(/\/buscador\/\?q=guacamaya/);
    expect(await page.getByText('60 resultados').count()).toBe(1);
    await expect.poll(() => page.locator('.compact-card').count()).toBe(10);
    const more = page.getByRole('button', { name: 'Cargar más' });
    await more.scrollIntoViewIfNeeded();
    await waitForIslands(page, 'load-more-list');
    await more.click();
    await expect.poll(() => page.locator('.compact-card').count()).toBe(20);
    // Newest first: the last story of the day leads.
    expect(await page.locator('.compact-card__headline').first().textContent()).toContain('número 59');
    expect(errors).toEqual([]);
    await page.close();
  });
});
