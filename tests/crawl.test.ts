import { beforeAll, describe, expect, it } from 'vitest';
import { productionServer, type ProductionServer } from './helpers/production-server';
import { loadSites } from '../server/sites';
import { EXAMPLE_NOTICE } from '../blocks/static-page/example-notice';
import { menuItems } from '../contracts/site-menus';
import { repeatedHeadlines } from './helpers/headlines';

/**
 * Issue 14, item 4: every internal link a reader can reach within two clicks of each site's home answers. The first
 * click is every link of the home (main bar, 'Más', hamburger, footer, banners, cards); the second every link of one
 * section landing and one article found there.
 */

// Read-only: it crawls the run's one production server (`npm start`), shared with the start check and the a11y pass.
let server: ProductionServer;
beforeAll(async () => {
  server = await productionServer();
}, 300_000);

const SITES = [...loadSites().keys()];

/** How many requests are in flight at once: enough to overlap rendering with parsing, gentle on two cores. */
const PARALLEL = 4;

interface Visit {
  status: number;
  html: string;
}

interface Failure {
  link: string;
  status: number;
  foundOn: string;
}

const decode = (href: string) =>
  href
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

/** The internal addresses a page links to (anchors only; no fragments, no other hosts, no mail or phone links). */
function internalLinks(html: string, origin: string): string[] {
  const links = new Set<string>();
  for (const [, raw] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const href = decode(raw);
    if (!href || href.startsWith('#')) continue;
    const url = new URL(href, origin);
    if (url.origin !== origin) continue;
    url.hash = '';
    links.add(url.pathname + url.search);
  }
  return [...links];
}

function createCrawler(site: string) {
  const visits = new Map<string, Promise<Visit>>();
  const withSite = (link: string) => `${server.url}${link}${link.includes('?') ? '&' : '?'}_website=${site}`;
  const visit = (link: string): Promise<Visit> => {
    let pending = visits.get(link);
    if (!pending) {
      pending = fetch(withSite(link), { redirect: 'follow' }).then(async (res) => ({
        status: res.status,
        html: (res.headers.get('content-type') ?? '').includes('html') ? await res.text() : await drain(res),
      }));
      visits.set(link, pending);
    }
    return pending;
  };
  const failures: Failure[] = [];
  /** Visits every link of `page` (a few at a time) and notes those answering 4xx or 5xx. */
  const follow = async (page: string): Promise<string[]> => {
    const { html } = await visit(page);
    const links = internalLinks(html, server.url);
    for (let i = 0; i < links.length; i += PARALLEL)
      await Promise.all(
        links.slice(i, i + PARALLEL).map(async (link) => {
          const { status } = await visit(link);
          if (status >= 400 && !failures.some((f) => f.link === link)) failures.push({ link, status, foundOn: page });
        }),
      );
    return links;
  };
  return { visit, follow, failures, visited: () => visits.size };
}

async function drain(res: Response): Promise<string> {
  await res.arrayBuffer();
  return '';
}

const report = (failures: Failure[]) => failures.map((f) => `${f.status} ${f.link} (found on ${f.foundOn})`);

describe('crawl: every link within two clicks of the home answers', () => {
  it.each(SITES)('%s', { timeout: 120_000 }, async (site) => {
    const crawler = createCrawler(site);
    const home = await crawler.visit('/');
    expect(home.status).toBe(200);
    const firstClick = await crawler.follow('/');
    const props = loadSites().get(site)!;
    const section = props.navigation.main.find((item) => item.link !== '/')?.link;
    const article = firstClick.find((link) => /\/articulo\//.test(link));
    expect(section, 'a section in the main bar').toBeDefined();
    expect(article, 'an article linked from the home').toBeDefined();
    await crawler.follow(section!);
    await crawler.follow(article!);
    expect(report(crawler.failures)).toEqual([]);
    expect(crawler.visited()).toBeGreaterThan(40);
    // Issue 28: no page the home links shows an empty section (a message, a landing or a year with nothing).
    const empty: string[] = [];
    for (const link of firstClick) {
      const why = emptySection((await crawler.visit(link)).html);
      if (why) empty.push(`${link}: ${why}`);
    }
    expect(empty, 'empty-section pages linked from the home').toEqual([]);
    // No headline twice on the pages of the second click, nor on a video story (the home: tests/brands.test.ts).
    const video = firstClick.find((link) => /\/video\//.test(link));
    expect(video, 'a video linked from the home').toBeDefined();
    for (const page of [section!, article!, video!])
      expect(repeatedHeadlines((await crawler.visit(page)).html), page).toEqual([]);
  });

  // Issue 14's done-when: each section landing a menu links to lists stories of its section, or (spec 3, 1) nothing.
  it.each(SITES)(
    '%s: every section landing of its menus lists stories of its own section',
    { timeout: 120_000 },
    async (site) => {
      const crawler = createCrawler(site);
      const landings = menuItems(loadSites().get(site)!).filter(({ link }) => /^\/([a-z0-9-]+\/)+$/.test(link));
      let listing = 0;
      for (const { link } of landings) {
        const { status, html } = await crawler.visit(link);
        if (status !== 200 || !html.includes('class="section-heading')) continue;
        const listed = storiesOfMainColumn(html);
        const filed = await storiesFiledUnder(site, sectionOf(link));
        // Issue 28: a section a menu links has stories.
        expect(filed.size, `${link} has stories`).toBeGreaterThan(0);
        expect(listed.length, `${link} lists stories`).toBeGreaterThan(0);
        expect(
          listed.filter((story) => !filed.has(story)),
          `${link} lists only stories of its section`,
        ).toEqual([]);
        listing++;
      }
      expect(listing, 'section landings listing stories').toBeGreaterThan(5);
    },
  );
});

/**
 * The section a landing shows: its path, or for a /seccion/ page its subsection path or (a magazine section page,
 * `/seccion/que-pasa/virales/`) its last slug; the menus' 'Fotos' lists the galleries (page-configs/shared/fotos.json).
 */
const sectionOf = (link: string) =>
  link === '/fotos/'
    ? 'galerias'
    : link.startsWith('/seccion/')
      ? `${link.slice('/seccion/'.length, -1)},${link.split('/').at(-2)!}`
      : link.slice(1, -1);

/** The texts blocks once printed for an empty list (spec 3, 1 now renders nothing instead). */
const EMPTY_TEXTS = /Todavía no hay|Aún no hay|No hay notas|No hay ediciones|No hay videos|Sin resultados/;

/**
 * Why a page reads as an empty section, or null: an empty-list message, a section landing whose main column lists no
 * story, or a printed-editions page with a year that lists no edition.
 */
function emptySection(html: string): string | null {
  const text = html.replace(/<script\b[\s\S]*?<\/script>/g, '');
  const message = EMPTY_TEXTS.exec(text)?.[0];
  if (message) return `says «${message}…»`;
  if (text.includes('class="section-heading') && storiesOfMainColumn(html).length === 0) return 'lists no stories';
  const years = text.split('class="printed-editions__year"').slice(1);
  const bare = years.find((year) => !year.split('</section>')[0].includes('printed-editions__list'));
  if (bare) return `a year without editions (${/id="edicion-(\d+)"/.exec(bare)?.[1]})`;
  return null;
}

/** The stories a page lists in its main column (not the rail's indexes, not an island's props). */
function storiesOfMainColumn(html: string): string[] {
  const main = html.split('class="two-column__rail"')[0].replace(/<script\b[\s\S]*?<\/script>/g, '');
  const links = [...main.matchAll(/href="([^"?#]*\/(?:articulo|galeria|video)\/[^"?#]+\/[^"?#]+\/)"/g)];
  return [...new Set(links.map((m) => decode(m[1])))];
}

/** The addresses of a section's newest stories, as the content API files them (the first page of any landing). */
async function storiesFiledUnder(site: string, section: string): Promise<Set<string>> {
  const query = JSON.stringify({ includeSections: section, feedSize: 50, sourceInclude: 'canonical_url' });
  const res = await fetch(`${server.url}/api/content/content-apir?query=${encodeURIComponent(query)}&_website=${site}`);
  expect(res.status, section).toBe(200);
  const list = (await res.json()) as { content_elements: { canonical_url: string }[] };
  return new Set(list.content_elements.map((item) => item.canonical_url));
}

describe('what the crawl counts as an empty section (issue 28)', () => {
  const landing = (main: string) => `<h1 class="section-heading visually-hidden">Loterías</h1>${main}`;
  const year = (y: number, list: string) =>
    `<section class="printed-editions__year" aria-labelledby="edicion-${y}"><h2 id="edicion-${y}">${y}</h2>${list}</section>`;
  it.each([
    ['an empty-list message', '<p>Todavía no hay artículos en esta sección.</p>', 'says «Todavía no hay…»'],
    ['a landing listing no story', landing('<div class="two-column__rail"></div>'), 'lists no stories'],
    [
      'a year without editions',
      year(2025, '<ul class="printed-editions__list"><li></li></ul>') + year(2024, ''),
      'a year without editions (2024)',
    ],
  ])('flags %s', (_what, html, why) => {
    expect(emptySection(html)).toBe(why);
  });

  it('passes a landing that lists its stories', () => {
    expect(emptySection(landing('<a href="/loterias/articulo/resultado/ABC/">Resultado</a>'))).toBeNull();
  });
});

describe('what an address names (issue 14)', () => {
  const open = async (path: string, site = 'semana') => {
    const res = await fetch(`${server.url}${path}?_website=${site}`);
    return { status: res.status, html: await res.text() };
  };

  it.each([
    ['an unknown section', '/seccion-que-no-existe/'],
    ['an unknown /seccion/ section', '/seccion/no-existe/'],
    ['an unknown subsection', '/mundo/no-existe/'],
    ['an impossible archive date', '/archivo/2026-02-31/'],
    ['a date that is not one', '/archivo/ayer/'],
    ['an unknown TV programme', '/semana-tv/programas/no-existe/'],
    ['an unknown TV category', '/semana-tv/categorias/no-existe/'],
    ["another brand's TV pages", '/soho-tv/programas/'],
  ])('%s is a 404 with the site chrome and the not-found message', async (_what, path) => {
    const page = await open(path);
    expect(page.status).toBe(404);
    expect(page.html).toContain('Página no encontrada');
    expect(page.html).toContain('class="site-footer"');
    expect(page.html).toMatch(/<header\b/);
  });

  it('S3-003: answers a known section without stories with 200, its hidden h1 and no empty message', async () => {
    const page = await open('/loterias/');
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1 class="section-heading visually-hidden">Loterías<\/h1>/);
    expect(page.html).not.toMatch(/Todavía no hay|Aún no hay|No hay notas/);
  });

  it("answers the magazine menu's sections on Soho and not on Semana", async () => {
    expect((await open('/seccion/que-pasa/virales/', 'soho')).status).toBe(200);
    expect((await open('/seccion/que-pasa/virales/', 'semana')).status).toBe(404);
  });

  // Targets the issue names (the 404 page's suggestions, the catalogue's 'Ver todo' links), on every site.
  it.each(SITES)(
    'answers the TV home, opinion, videos, galleries, cartoons, specials and capsules on %s',
    async (site) => {
      const paths = ['/tv/', '/opinion/', '/videos/', '/galerias/', '/caricaturas/', '/especiales/'];
      paths.push(
        '/economia/capsulas/',
        '/semanarural/opinion/',
        '/impresa/',
        '/contactenos/',
        `/${site}-tv/${site}-el-debate/`,
      );
      const answers = await Promise.all(paths.map(async (path) => `${path} ${(await open(path, site)).status}`));
      expect(answers).toEqual(paths.map((path) => `${path} 200`));
    },
  );

  it("lists a section's stories on its landing, including one no menu names", async () => {
    const page = await open('/salud/');
    expect(page.status).toBe(200);
    expect(internalLinks(page.html, server.url).some((l) => l.startsWith('/salud/articulo/'))).toBe(true);
    // The menu's 'Fotos' lists the galleries.
    const fotos = await open('/fotos/');
    expect(internalLinks(fotos.html, server.url).filter((l) => l.includes('/galeria/')).length).toBeGreaterThan(3);
  });

  it('renders the legal pages of the site settings with their example text marked', async () => {
    for (const [path, title] of [
      ['/terminos-de-uso/', 'Términos de uso'],
      ['/sagrilaft/', 'SAGRILAFT'],
      ['/paute-con-nosotros/', 'Paute con nosotros'],
    ]) {
      const page = await open(path, 'mujeres');
      expect(page.status, path).toBe(200);
      expect(page.html).toContain(`<h1 class="static-page__title">${title}</h1>`);
      expect(page.html).toContain(EXAMPLE_NOTICE);
      expect(page.html).toContain(`<title>${title} | Mujeres</title>`);
    }
  });

  it('sends an address without its trailing slash to the page', async () => {
    const res = await fetch(`${server.url}/foros-semana/videos?_website=foros-semana`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/foros-semana/videos/?_website=foros-semana');
  });
});
