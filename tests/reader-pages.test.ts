import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Window, type Element as PageElement } from 'happy-dom';
import { startTestServer, type TestServer } from './helpers/test-server';
import type { ContentList } from '../contracts/ans';

/** Spec 1, 1.1 to 1.2.4, as a reader meets them over HTTP on the demo data (issue 28, docs/spec-coverage/reader-pages.md). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function openPage(path: string) {
  const res = await fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}_website=semana`);
  const html = await res.text();
  const document = new new Window().DOMParser().parseFromString(html, 'text/html');
  return { status: res.status, html, document };
}

type Listed = ContentList['content_elements'][number];

/** The newest demo story of a section that passes `test`. */
async function listedIn(section: string, test: (story: Listed) => boolean = () => true): Promise<Listed> {
  const query = encodeURIComponent(JSON.stringify({ includeSections: section, feedSize: 50 }));
  const res = await fetch(`${server.url}/api/content/content-apir?query=${query}&_website=semana`);
  const story = ((await res.json()) as ContentList).content_elements.find(test);
  if (!story?.canonical_url) throw new Error(`the demo content has no such story in /${section}`);
  return story;
}

const storyIn = async (section: string, test?: (story: Listed) => boolean) =>
  (await listedIn(section, test)).canonical_url!;

const onlyIn = (section: string) => (story: Listed) =>
  (story.taxonomy?.sections ?? []).every((s) => s._id === `/${section}`);

const hrefs = (root: PageElement | null) => [...(root?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'));

const MORE = [
  '/tv/',
  '/semanaplay/',
  '/salud/',
  '/opinion/',
  '/educacion/',
  '/cultura/',
  '/loterias/',
  '/mundo/noticias-estados-unidos/',
  '/turismo/',
  '/como/',
  '/vehiculos/',
  '/finanzas/',
  '/sostenible/',
  '/confidenciales/',
  '/especiales/',
  '/gente/',
  '/actualidad/',
  '/foros-semana/',
  '/mejor-colombia/',
  '/mujeres/',
  '/hablan-las-marcas/',
  '/semanarural/',
  '/fotos/',
  '/emprendimientos/',
  '/empleos/',
];

describe('the home page and its header (spec 1, 1.1 and 2.3)', () => {
  it("S1-001: the home is Spanish (Colombia) and its header offers 'Crear cuenta' and 'Iniciar Sesión'", async () => {
    const page = await openPage('/');
    expect(page.status).toBe(200);
    expect(page.document.documentElement.getAttribute('lang')).toBe('es-CO');
    const header = page.document.querySelector('header')!;
    expect(header.textContent).toContain('Iniciar Sesión');
    expect(header.textContent).toContain('Crear cuenta');
  });

  it("S1-057: the 'Más' menu holds exactly the spec's 25 sections, in its order", async () => {
    const page = await openPage('/');
    expect(hrefs(page.document.getElementById('site-header-more'))).toEqual(MORE);
  });

  it("S1-058: the hamburger holds the 'Más' sections plus /4patas/, /cocina/, /vida-moderna/ and /tv/", async () => {
    const page = await openPage('/');
    const menu = hrefs(page.document.getElementById('site-header-menu'));
    expect(menu).toEqual(expect.arrayContaining([...MORE, '/4patas/', '/cocina/', '/vida-moderna/', '/tv/']));
  });

  it('S1-063: the header shows the ISSN with its number', async () => {
    const page = await openPage('/');
    expect(page.document.querySelector('header')?.textContent).toMatch(/ISSN 2954-8233/);
  });
});

describe('other routes (spec 1, 2.2)', () => {
  it("S1-043/S1-044: the TV home ('Más' → /tv/) links the categories and the viral videos, and both answer", async () => {
    const tv = await openPage('/tv/');
    const links = hrefs(tv.document.querySelector('main'));
    for (const path of ['/semana-tv/categorias/', '/semana-tv/virales/']) {
      expect(links.some((href) => href?.startsWith(path))).toBe(true);
      expect((await openPage(path)).status).toBe(200);
    }
  });

  it('S1-053: /contactenos/ is the help page', async () => {
    const page = await openPage('/contactenos/');
    expect(page.status).toBe(200);
    expect(page.document.querySelector('h1')?.textContent).toBeTruthy();
  });
});

describe('a story page (spec 1, 2.4)', () => {
  it('S1-075/S1-076/S1-077/S1-078/S1-079/S1-080/S1-081: the header shows kicker, headline, subheadline, the Discover link, authors, date and lead image with caption', async () => {
    const story = await listedIn('nacion', (s) => onlyIn('nacion')(s) && (s.credits?.by?.length ?? 0) > 0);
    const page = await openPage(story.canonical_url!);
    const header = page.document.querySelector('.article-header')!;
    expect(header.querySelector('.article-header__kicker')?.textContent).toBeTruthy();
    expect(page.document.querySelectorAll('h1')).toHaveLength(1);
    expect(header.querySelector('h1')?.textContent).toBe(story.headlines?.basic);
    expect(header.querySelector('.article-header__subheadline')?.textContent).toBe(story.subheadlines?.basic);
    const authors = [...header.querySelectorAll('.article-header__author')].map((a) => a.textContent);
    expect(authors).toEqual(story.credits!.by!.map((by) => by.name));
    expect(header.querySelector('.article-header__discover')?.textContent).toContain('Google Discover');
    expect(header.querySelector('time')?.textContent).toMatch(
      /^\d{1,2} de [a-z]+ de \d{4} a las \d{1,2}:\d{2} [ap]\. m\.$/,
    );
    expect(header.querySelector('img')).not.toBeNull();
    expect(header.querySelector('figcaption')?.textContent).toBeTruthy();
  });

  it("S1-102/S1-104/S1-106/S1-108: a news story shows the recommendations, 'Lo más leído' and 'Encuentra aquí lo último en Semana' in its rail", async () => {
    const page = await openPage(await storyIn('nacion', onlyIn('nacion')));
    expect(page.document.querySelector('[data-block="recommendation-widget"]')).not.toBeNull();
    expect(page.document.querySelector('.most-read h2')?.textContent).toBe('Lo más leído');
    const rail = page.document.querySelector('.two-column__rail .latest-news')!;
    expect(rail.querySelector('h2')?.textContent).toBe('Encuentra aquí lo último en Semana');
    expect(rail.querySelectorAll('li a').length).toBeGreaterThan(0);
  });

  it("S1-107: a live story's rail carries the live block ('Actualizaciones')", async () => {
    const page = await openPage(await storyIn('live'));
    expect(page.document.querySelector('.app')?.classList.contains('app--live')).toBe(true);
    expect(page.document.querySelector('.two-column__rail .live-updates-timeline h2')?.textContent).toContain(
      'Actualizaciones',
    );
  });
});
