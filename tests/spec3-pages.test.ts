import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { startTestServer, type TestServer } from './helpers/test-server';
import { toSlug } from '../contracts/slug';

/**
 * Issue 28, spec 3 items as a reader meets them: on a page a link reaches, over the demo content (the audit found
 * blocks whose unit tests passed but which no page showed).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function openPage(path: string, site = 'semana') {
  const res = await fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}_website=${site}`);
  const document = new new Window().DOMParser().parseFromString(await res.text(), 'text/html');
  const all = (selector: string) => [...document.querySelectorAll(selector)];
  return { status: res.status, document, all };
}

/** The image answers as one of our own files (no third party's address in the reader's page). */
async function expectOwnImage(src: string | null) {
  expect(src).toMatch(/^\/logos\/[a-z0-9-]+\.svg$/);
  const res = await fetch(`${server.url}${src}?_website=semana`);
  expect(res.status, src!).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
}

describe('logos (S3-016, S3-081)', () => {
  it("S3-016: the home's footer shows the SIC logo the site settings name, linking to the SIC", async () => {
    const page = await openPage('/');
    const sic = page.all('.site-footer a[aria-label="Superintendencia de Industria y Comercio"]');
    expect(sic).toHaveLength(1);
    expect(sic[0].getAttribute('href')).toMatch(/^https:\/\/www\.sic\.gov\.co/);
    await expectOwnImage(sic[0].querySelector('img')!.getAttribute('src'));
  });

  it("S3-081: the home's partner carousel shows two partner logo images and 'Ver más notas'", async () => {
    const page = await openPage('/');
    const block = page.all('.partner-carousel');
    expect(block).toHaveLength(1);
    const logos = [...block[0].querySelectorAll('.partner-carousel__logo img')];
    expect(logos.map((img) => img.getAttribute('alt'))).toEqual(['Semana Sostenible', 'Fundación Aliada']);
    for (const img of logos) await expectOwnImage(img.getAttribute('src'));
    const more = [...block[0].querySelectorAll('a')].find((a) => a.textContent?.trim() === 'Ver más notas');
    expect(more?.getAttribute('href')).toBe('/sostenible/');
    expect((await openPage('/sostenible/')).status).toBe(200);
  });
});

describe("Mujeres' opinion (S3-062, S3-067, S3-085)", () => {
  it("S3-085: Mujeres' menu links its {product} opinion page, with its hero slider and carousels of articles and videos", async () => {
    const home = await openPage('/', 'mujeres');
    const links = home.all('header a').map((a) => a.getAttribute('href'));
    expect(links).toContain('/opinion-mujeres/');
    const page = await openPage('/opinion-mujeres/', 'mujeres');
    expect(page.status).toBe(200);
    expect(page.all('.product-hero .product-hero__slide')).toHaveLength(3);
    expect(page.all('.product-articles-carousel')).toHaveLength(1);
    expect(page.all('.product-videos-carousel')).toHaveLength(1);
    expect(page.all('.product-footer')).toHaveLength(1);
  });

  it("S3-062, S3-067: the author opinion carousel links each columnist to '/opinion/{author-slug}/', whose page shows the hero, ≤ 16 cards in 4 columns and 'Cargar más'", async () => {
    const page = await openPage('/opinion-mujeres/', 'mujeres');
    const authors = page.all('.author-opinion-carousel a').map((a) => a.getAttribute('href')!);
    const pages = [...new Set(authors.filter((href) => /^\/opinion\/[a-z0-9-]+\/$/.test(href)))];
    expect(pages.length).toBeGreaterThan(0);
    let withMore = 0;
    for (const href of pages) {
      const author = await openPage(href, 'mujeres');
      expect(author.status, href).toBe(200);
      const name = author.all('.product-author__hero h1');
      expect(name, href).toHaveLength(1);
      expect(`/opinion/${toSlug(name[0].textContent!)}/`).toBe(href);
      const cards = author.all('.product-author__grid--4 > *');
      expect(cards.length, href).toBeGreaterThan(0);
      expect(cards.length, href).toBeLessThanOrEqual(16);
      if (author.all('.product-author button').some((b) => b.textContent === 'Cargar más')) withMore++;
    }
    expect(withMore, "a columnist with more than 16 columns has 'Cargar más'").toBeGreaterThan(0);
  });
});

/** The addresses of the home's menus (main bar, 'Más', hamburger), as a reader finds them. */
async function menuLinks(site = 'semana') {
  const home = await openPage('/', site);
  return home.all('header a').map((a) => a.getAttribute('href'));
}

describe('pages the menus now link (S3-073, S3-095, S3-098)', () => {
  it("S3-073: the menu links /caricaturas/, whose cartoons grid has 'VER MÁS CARICATURAS'", async () => {
    expect(await menuLinks()).toContain('/caricaturas/');
    const page = await openPage('/caricaturas/');
    expect(page.status).toBe(200);
    expect(page.all('.cartoons-grid article').length).toBeGreaterThan(0);
    expect(page.all('.cartoons-grid button').map((b) => b.textContent)).toEqual(['VER MÁS CARICATURAS']);
  });

  it("S3-095: the menu links /ultimas-noticias/, whose latest-articles grid has 'Cargar más artículos'", async () => {
    expect(await menuLinks()).toContain('/ultimas-noticias/');
    const page = await openPage('/ultimas-noticias/');
    expect(page.status).toBe(200);
    expect(page.all('main button').map((b) => b.textContent)).toContain('Cargar más artículos');
  });

  it("S3-098: the menu links Bogotá's subsection page, whose section grid has 'Cargar más notas'", async () => {
    expect(await menuLinks()).toContain('/seccion/nacion/bogota/');
    const page = await openPage('/seccion/nacion/bogota/');
    expect(page.status).toBe(200);
    const grid = page.all('.section-grid');
    expect(grid).toHaveLength(1);
    expect(grid[0].querySelectorAll('article')).toHaveLength(7);
    expect([...grid[0].querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Cargar más notas']);
    // The grid continues the main grid: no story twice on the page.
    const cards = page.all('main article a[href*="/articulo/"]').map((a) => a.getAttribute('href'));
    expect(new Set(cards).size).toBe(cards.length);
  });
});

describe('content item, list element (S3-120)', () => {
  /** The value at a dotted path, or undefined. */
  const at = (doc: unknown, path: string): unknown =>
    path.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? Reflect.get(v, key) : undefined), doc);

  it('S3-120: content-apir list items carry the fields of the list element', async () => {
    const query = encodeURIComponent(JSON.stringify({ includeSections: 'nacion', feedSize: 3 }));
    const res = await fetch(`${server.url}/api/content/content-apir?query=${query}&_website=semana`);
    expect(res.status).toBe(200);
    const { content_elements: items } = (await res.json()) as { content_elements: Record<string, unknown>[] };
    expect(items).toHaveLength(3);
    for (const item of items) {
      const missing = [
        '_id',
        'canonical_url',
        'headlines.basic',
        'subheadlines.basic',
        'description.basic',
        'promo_items.basic.url',
        'promo_items.basic.caption',
        'promo_items.basic.alt_text',
        'display_date',
        'created_date',
        'publish_date',
        'subtype',
        'taxonomy.primary_section._id',
        'taxonomy.primary_section.name',
        'copyright',
        'source.system',
      ].filter((path) => at(item, path) === undefined);
      expect(missing, String(item._id)).toEqual([]);
      // images_data.fill: the picture's renditions, each with its url.
      const fill = at(item, 'promo_items.basic.images_data.fill') as { url?: unknown }[];
      expect(fill.length).toBeGreaterThan(0);
      expect(fill.every((rendition) => typeof rendition.url === 'string')).toBe(true);
      const sections = at(item, 'taxonomy.sections') as { _id: string }[];
      expect(sections.every((s) => typeof s._id === 'string')).toBe(true);
      for (const list of ['credits.by', 'credits.affiliation'])
        for (const person of (at(item, list) ?? []) as { name?: unknown }[]) expect(typeof person.name).toBe('string');
      expect(typeof at(item, 'owner.sponsored')).toBe('boolean');
    }
  });
});
