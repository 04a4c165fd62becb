import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, browserTest, waitForIslands } from './browser';
import { imagesData, imageUrl } from '../../contracts/image-sizes';
import type { StoryDocument } from '../../contracts/ans';
import { opinionAuthorPath } from '../../contracts/opinion-author';

/** A columnist of the demo corpus, given 20 more Mujeres columns so her page has a second page. */
const COLUMNIST = 'Gloria Inés Santamaría';
const LONG_SUBHEADLINE = 'Una columna sobre el cuidado, el trabajo y la vida de las mujeres en Colombia. '.repeat(3);

const columns: StoryDocument[] = Array.from({ length: 20 }, (_, i) => {
  const id = `MUJERESOPINIONCOLUMNAAAA${String(i).padStart(2, '0')}`;
  const at = new Date(Date.now() - (i + 1) * 60_000).toISOString();
  return {
    _id: id,
    type: 'story',
    subtype: 'opinion',
    canonical_url: `/opinion/articulo/columna-${i}/${id}/`,
    canonical_website: 'mujeres',
    headlines: { basic: `Columna número ${i} sobre el cuidado` },
    subheadlines: { basic: LONG_SUBHEADLINE },
    display_date: at,
    publish_date: at,
    credits: { by: [{ name: COLUMNIST }] },
    promo_items: { basic: { url: imageUrl(id, '1280x720'), alt_text: `Columna ${i}`, images_data: imagesData(id) } },
    taxonomy: {
      primary_section: { _id: '/opinion', name: 'Opinión' },
      sections: [{ _id: '/opinion', name: 'Opinión' }],
    },
    content_elements: [{ _id: `${id}-1`, type: 'text', content: 'El cuidado también es trabajo.' }],
  };
});

const web = browserTest({ stories: columns });
const mujeres = (path: string) => `${web.server.url}${path}?_website=mujeres`;

describe('{product} and opinion blocks in the browser (spec 3)', () => {
  it("shows a columnist's hero, 16 columns in 4 columns, and 'Cargar más' adds the rest", async () => {
    const { page, errors } = await web.newPage(DESKTOP, { pixelImages: true });
    await page.goto(mujeres('/opinion-mujeres/autor/gloria-ines-santamaria/'));
    await expect(page.getByRole('heading', { level: 1, name: COLUMNIST }).isVisible()).resolves.toBe(true);
    const cards = page.locator('.product-author__grid .opinion-card');
    expect(await cards.count()).toBe(16);
    const columns = await page
      .locator('.product-author__grid')
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(4);
    // Opinion cards cut the subheadline at 150 characters with '...'.
    expect(await cards.first().locator('.opinion-card__subheadline').textContent()).toBe(
      `${LONG_SUBHEADLINE.slice(0, 150)}...`,
    );

    const more = page.getByRole('button', { name: 'Cargar más' });
    await more.scrollIntoViewIfNeeded();
    await waitForIslands(page, 'product-author-page');
    await more.click();
    // Her 20 new columns (and any the demo corpus gives her): more than the first 16, all of them once loaded.
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(20);
    await expect.poll(() => more.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("slides the opinion carousel to its 'VER MÁS OPINIONES' slide, and a columnist's name opens her page", async () => {
    const { page, errors } = await web.newPage(DESKTOP, { pixelImages: true });
    await page.goto(mujeres('/opinion-mujeres/'));
    const carousel = page.locator('.opinion-carousel').first();
    await carousel.scrollIntoViewIfNeeded();
    // The page's second opinion carousel hydrates only when scrolled to: wait for this one's swiper.
    await carousel.locator('[data-carousel-ready]').waitFor();
    expect(await carousel.locator('.opinion-card').count()).toBe(6);
    const seeMore = carousel.getByRole('link', { name: 'VER MÁS OPINIONES' });
    expect(await seeMore.getAttribute('href')).toBe('/opinion/');
    // Two columns in view: five clicks on 'Siguiente' bring the seventh slide in.
    for (let i = 0; i < 5; i++) await carousel.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(() => seeMore.isVisible()).toBe(true);

    const authors = page.locator('.author-opinion-carousel');
    await authors.scrollIntoViewIfNeeded();
    await waitForIslands(page, 'author-opinion-carousel');
    // The first slide's columnist: her name leads to /opinion/{author-slug}/, which shows her page.
    const columnist = authors.locator('a.opinion-card__author').first();
    const name = (await columnist.locator('.opinion-card__author-name').textContent()) ?? '';
    expect(await columnist.getAttribute('href')).toBe(opinionAuthorPath(name, 'Mujeres'));
    await columnist.click();
    await page.waitForURL(/\/opinion\/[a-z-]+\/$/);
    await expect(page.getByRole('heading', { level: 1, name }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('moves the Mujeres hero slider by its dots, and its footer groups open on tap on a phone', async () => {
    const { page, errors } = await web.newPage(MOBILE, { pixelImages: true });
    await page.goto(mujeres('/opinion-mujeres/'));
    await waitForIslands(page, 'product-hero-carousel');
    const dots = page.locator('.product-hero .carousel__dot');
    expect(await dots.count()).toBe(3);
    await dots.nth(2).click();
    await expect.poll(() => dots.nth(2).getAttribute('aria-current')).toBe('true');

    const footer = page.locator('.product-footer');
    await footer.scrollIntoViewIfNeeded();
    expect(await footer.getByRole('link', { name: 'Mujeres, ir a la portada' }).isVisible()).toBe(true);
    const terms = footer.getByRole('link', { name: 'Términos de uso' });
    expect(await terms.isVisible()).toBe(false);
    await footer.getByText('Información legal').click();
    await expect.poll(() => terms.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("ends the Semana Rural opinion carousel's heading with 'Ver todos' → /semanarural/opinion, at most 10 columns", async () => {
    const { page, errors } = await web.newPage(DESKTOP, { pixelImages: true });
    await page.goto(`${web.server.url}/?_website=semanarural`);
    const rural = page.locator('.rural-opinion-carousel');
    await rural.scrollIntoViewIfNeeded();
    await waitForIslands(page, 'rural-opinion-carousel');
    expect(await rural.getByRole('link', { name: 'Ver todos' }).getAttribute('href')).toBe('/semanarural/opinion');
    const count = await rural.locator('.opinion-card').count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(10);
    expect(errors).toEqual([]);
    await page.close();
  });
});
