import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Window } from 'happy-dom';
import { startTestServer, type TestServer } from './helpers/test-server';
import { content } from '../server/db/schema';
import { contentRow } from '../server/content/content-row';
import type { StoryDocument } from '../contracts/ans';
import { escapeXml } from '../server/seo/xml';

let server: TestServer;

const HOUR = 60 * 60 * 1000;
const BODY_SECRET = 'Texto premium que solo leen los suscriptores del muro de pago.';

/** A /nacion story published `hoursAgo` before now, so the 48-hour window does not depend on the demo's dates. */
function story(id: string, hoursAgo: number, extra: Partial<StoryDocument> = {}): StoryDocument {
  const at = new Date(Date.now() - hoursAgo * HOUR).toISOString();
  return {
    _id: id,
    type: 'story',
    canonical_url: `/nacion/articulo/${id.toLowerCase()}/${id}/`,
    canonical_website: 'semana',
    headlines: { basic: `Titular de ${id} con «comillas» & símbolos <raros>` },
    subheadlines: { basic: `Sumario de ${id}` },
    display_date: at,
    publish_date: at,
    taxonomy: { primary_section: { _id: '/nacion', name: 'Nación' }, sections: [{ _id: '/nacion', name: 'Nación' }] },
    content_elements: [{ _id: `${id}-1`, type: 'text', content: BODY_SECRET }],
    ...extra,
  };
}

const fresh = story('SEOFRESHSTORY', 1);
const locked = story('SEOLOCKEDSTORY', 0.5, {
  content_restrictions: { content_code: '3' },
  description: { basic: 'La descripción pública de la nota premium' },
});
const old = story('SEOOLDSTORY', 72);

beforeAll(async () => {
  server = await startTestServer();
  await server.database.db.insert(content).values([fresh, locked, old].map(contentRow));
});
afterAll(() => server?.close());

const get = (path: string) => fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}_website=semana`);

function parseXml(text: string) {
  return new new Window().DOMParser().parseFromString(text, 'application/xml');
}
const texts = (doc: ReturnType<typeof parseXml>, tag: string) =>
  [...doc.getElementsByTagName(tag)].map((el) => el.textContent ?? '');

describe('robots.txt', () => {
  it('outside production forbids crawling everything', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe('User-agent: *\nDisallow: /\n');
  });

  it('in production allows crawling and names both sitemaps on the site host', async () => {
    vi.stubEnv('JWT_SECRET', 'x'.repeat(32)); // the accounts module refuses to start in production without one
    vi.stubEnv('ALLOW_TEST_PAYMENTS', '1'); // nor with the test payment provider unless told to
    const production = await startTestServer({ seed: false, production: true });
    try {
      const res = await fetch(`${production.url}/robots.txt`);
      const body = await res.text();
      expect(body).toContain('Allow: /');
      expect(body).not.toContain('Disallow');
      expect(body).toContain('Sitemap: https://www.semana.com/sitemap.xml');
      expect(body).toContain('Sitemap: https://www.semana.com/sitemap-news.xml');
      expect(res.headers.get('cache-control')).toMatch(/public.*s-maxage=\d+/);
    } finally {
      await production.close();
      vi.unstubAllEnvs();
    }
  });
});

describe('sitemap.xml', () => {
  it('lists the home page, section landings and the newest stories as absolute URLs', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(res.headers.get('cache-control')).toMatch(/public.*s-maxage=\d+/);
    const locs = texts(parseXml(await res.text()), 'loc');
    expect(locs[0]).toBe(`${server.url}/`);
    expect(locs).toContain(`${server.url}/nacion/`);
    expect(locs).toContain(`${server.url}${fresh.canonical_url}`);
    expect(locs).toContain(`${server.url}${old.canonical_url}`);
    expect(locs.length).toBeLessThanOrEqual(1000 + 20);
    // Pages with parameters (search, archive) are not URLs a crawler can list.
    expect(locs.map((l) => new URL(l).pathname).filter((p) => p.includes('/buscador/') || p.includes(':'))).toEqual([]);
  });
});

describe('sitemap-news.xml (Google News)', () => {
  it('holds only stories of the last 48 hours, with publication name, language es, date and title', async () => {
    const res = await get('/sitemap-news.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const body = await res.text();
    const doc = parseXml(body);
    const locs = texts(doc, 'loc');
    expect(locs).toContain(`${server.url}${fresh.canonical_url}`);
    expect(locs).not.toContain(`${server.url}${old.canonical_url}`);
    expect(texts(doc, 'news:name')[0]).toBe('Semana');
    expect(texts(doc, 'news:language')[0]).toBe('es');
    expect(texts(doc, 'news:title')).toContain(fresh.headlines.basic);
    expect(body).toContain(escapeXml(fresh.headlines.basic));
    const dates = texts(doc, 'news:publication_date').map((d) => Date.parse(d));
    expect(dates.every((d) => Date.now() - d <= 48 * HOUR)).toBe(true);
  });
});

describe('RSS per section', () => {
  it('is RSS 2.0 naming the section, with items linking to its stories and their teasers', async () => {
    const res = await get('/rss/nacion.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const doc = parseXml(await res.text());
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    expect(texts(doc, 'title')[0]).toBe('Nación | Semana');
    expect(texts(doc, 'link')).toContain(`${server.url}${fresh.canonical_url}`);
    const items = [...doc.getElementsByTagName('item')];
    expect(items.length).toBeGreaterThan(1);
    expect(items.length).toBeLessThanOrEqual(20);
    const freshItem = items.find((i) => i.getElementsByTagName('link')[0]?.textContent?.includes('SEOFRESHSTORY'));
    expect(freshItem?.getElementsByTagName('description')[0]?.textContent).toBe('Sumario de SEOFRESHSTORY');
  });

  it("never carries a story's body: a premium story shows only its public description", async () => {
    const body = await (await get('/rss/nacion.xml')).text();
    const doc = parseXml(body);
    const item = [...doc.getElementsByTagName('item')].find((i) =>
      i.getElementsByTagName('link')[0]?.textContent?.includes('SEOLOCKEDSTORY'),
    );
    expect(item?.getElementsByTagName('description')[0]?.textContent).toBe('La descripción pública de la nota premium');
    expect(body).not.toContain(BODY_SECRET);
  });

  it('answers 404 for a section without stories or a malformed name', async () => {
    expect((await get('/rss/no-existe-esta-seccion.xml')).status).toBe(404);
    expect((await get('/rss/Nación%20x.xml')).status).toBe(404);
  });
});
