import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { eq, sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './helpers/test-server';
import { collections } from '../server/db/schema';
import { HtmlCache } from '../server/render/html-cache';
import type { ScheduleLoop } from '../server/editor/schedule-loop';
import { loadSite } from '../server/sites';

// Issue 27, item 2 (decision 0089): an active embargo keeps a document off every public channel until its end_time,
// then it goes public by itself; content_code is optional.
const TOKEN = 'embargo-admin-token';
const WORD = 'Quetzalembargo';
let server: TestServer;
const warnings: Record<string, unknown>[] = [];
const log = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(JSON.parse(line)) });

beforeAll(async () => {
  // As production runs: the loop every second (SCHEDULE_EVERY_MS's default) and rendered pages kept.
  server = await startTestServer({ adminToken: TOKEN, scheduleEveryMs: 1000, htmlCache: new HtmlCache(), log });
}, 120_000);
afterAll(async () => {
  await (server?.app.locals.scheduleLoop as ScheduleLoop | undefined)?.stop();
  await server?.close();
});

type Embargo = { active: boolean; end_time?: string; description?: string };

const VERSION = '0.10.12';
const nacion = { type: 'section', version: VERSION, _id: '/nacion', name: 'Nación' };

/** A valid ANS /nacion story published half an hour ago (first in its lists, its day, the news sitemap, the feed). */
function story(id: string, embargo?: Embargo, extra: Record<string, unknown> = {}) {
  const at = new Date(Date.now() - 30 * 60_000).toISOString();
  return {
    _id: id,
    type: 'story',
    version: VERSION,
    subtype: 'articulo',
    canonical_url: `/nacion/articulo/${WORD.toLowerCase()}-${id.toLowerCase()}/${id}/`,
    canonical_website: 'semana',
    headlines: { basic: `${WORD} ${id}: el anuncio que nadie debía ver antes de tiempo` },
    display_date: at,
    publish_date: at,
    credits: { by: [{ type: 'author', version: VERSION, _id: 'autora-embargada', name: 'Autora Embargada' }] },
    taxonomy: { primary_section: nacion, sections: [nacion], tags: [{ text: WORD }] },
    // Section pages show only stories with a picture (spec 3, 5).
    promo_items: {
      basic: { type: 'image', version: VERSION, _id: `${id}P`, url: `/images/${id}P/1280x720.jpg`, alt_text: WORD },
    },
    content_elements: [{ _id: `${id}-1`, type: 'text', content: 'Cuerpo de la nota.' }],
    ...(embargo ? { content_restrictions: { embargo } } : {}),
    ...extra,
  };
}
type Doc = ReturnType<typeof story>;

const put = (doc: { _id: string } & Record<string, unknown>) =>
  fetch(`${server.url}/api/admin/content/${doc._id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(doc),
  });
const get = (path: string) => fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}_website=semana`);
const text = async (path: string) => (await get(path)).text();
const source = async (name: string, query: object) =>
  (await (await get(`/api/content/${name}?query=${encodeURIComponent(JSON.stringify(query))}`)).json()) as {
    content_elements?: { _id: string }[];
    _id?: string;
  } | null;
const ids = (answer: Awaited<ReturnType<typeof source>>) => (answer?.content_elements ?? []).map((d) => d?._id);
const bogotaDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: loadSite('semana').timezone }).format(new Date(iso));

/** Every public channel, each answering whether it shows the document. */
function channels(doc: Doc, gallery: { _id: string }) {
  const listed = async (name: string, query: object) => ids(await source(name, query)).includes(doc._id);
  return {
    page: async () => (await get(doc.canonical_url)).status === 200,
    'section list': () => listed('content-apir', { includeSections: 'nacion', feedSize: 5, sourceInclude: '_id' }),
    'section page': async () => (await text('/nacion/')).includes(doc.headlines.basic),
    search: () => listed('content-apir-search-query', { queryString: WORD.toLowerCase(), sourceInclude: '_id' }),
    'tag list': () => listed('content-apir-tag', { tagSlug: WORD.toLowerCase(), sourceInclude: '_id' }),
    'author list': () => listed('content-apir-author', { authorSlug: 'autora-embargada', sourceInclude: '_id' }),
    'date list': () =>
      listed('content-apir-date', { date: bogotaDay(doc.publish_date), feedSize: 50, sourceInclude: '_id' }),
    collection: () => listed('content-api-collections', { queryString: 'ultimas', size: 5, sourceInclude: '_id' }),
    'gallery by id': async () => (await source('gallery-by-id', { queryString: gallery._id }))?._id === gallery._id,
    rss: async () => (await text('/rss/nacion.xml')).includes(doc.canonical_url),
    sitemap: async () => (await text('/sitemap.xml')).includes(doc.canonical_url),
    'news sitemap': async () => (await text('/sitemap-news.xml')).includes(doc.canonical_url),
    'view beacon': async () =>
      (
        await fetch(`${server.url}/api/views?_website=semana`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify({ id: doc._id }),
        })
      ).status === 204,
  };
}

async function shown(doc: Doc, gallery: { _id: string }): Promise<Record<string, boolean>> {
  const out: Record<string, boolean> = {};
  for (const [name, shows] of Object.entries(channels(doc, gallery))) out[name] = await shows();
  return out;
}
const everywhere = (value: boolean) =>
  Object.fromEntries(Object.keys(channels(story('X'), { _id: 'X' })).map((k) => [k, value]));

describe('an embargoed document on the public channels', () => {
  const doc = story('EMBARGO1', { active: true, description: 'Hasta que el ministerio lo anuncie' });
  const gallery = {
    ...story('EMBARGOGAL1', { active: true }),
    type: 'gallery',
    canonical_url: '/galerias/galeria/quetzal-galeria/EMBARGOGAL1/',
  };

  beforeAll(async () => {
    // The editors' `ultimas` collection names it: the collection list must still leave it out.
    await server.database.db
      .update(collections)
      .set({ contentIds: sql`array_prepend(${doc._id}::text, ${collections.contentIds})` })
      .where(eq(collections.id, 'ultimas'));
  });

  it('accepts content_restrictions holding only an embargo (no content_code), and stores it held', async () => {
    const res = await put(doc);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ ok: true, embargoed: true, warnings: [] });
    expect((await put(gallery)).status).toBe(201);
  });

  it('leaves it out of every channel: page 404, lists, search, feeds, sitemaps, the content endpoint', async () => {
    expect((await get(doc.canonical_url)).status).toBe(404);
    expect(await shown(doc, gallery)).toEqual(everywhere(false));
  });

  it('an embargo without end_time holds until an import lifts it (active: false), then every channel shows it', async () => {
    expect((await put({ ...doc, content_restrictions: { embargo: { active: false } } })).status).toBe(200);
    expect((await put({ ...gallery, content_restrictions: {} })).status).toBe(200);
    // The same checks, now answering yes: each channel above would have shown the document.
    expect(await shown(doc, gallery)).toEqual(everywhere(true));
  });

  it('a public document put under embargo again leaves every channel at once', async () => {
    expect((await put(doc)).status).toBe(200);
    expect((await put(gallery)).status).toBe(200);
    expect(await shown(doc, gallery)).toEqual(everywhere(false));
  });

  it('an embargo refuses keys ANS does not define, and an end_time that is not a date-time', async () => {
    for (const embargo of [
      { active: true, until: 'mañana' },
      { active: true, end_time: 'mañana' },
      { end_time: 'x' },
    ]) {
      const res = await put(story('EMBARGOBAD', embargo as Embargo));
      expect(res.status, JSON.stringify(embargo)).toBe(422);
      expect((await res.json()).problems[0].pointer).toMatch(/^\/content_restrictions\/embargo/);
    }
  });
});

describe('an unknown content code', () => {
  it('is stored as free content and noted (the answer and the log say which)', async () => {
    const doc = story('UNKNOWNCODE1', undefined, { content_restrictions: { content_code: '7' } });
    const res = await put(doc);
    expect(res.status).toBe(201);
    expect((await res.json()).warnings).toEqual([
      { id: 'UNKNOWNCODE1', pointer: '/content_restrictions/content_code', rule: expect.stringContaining('"7"') },
    ]);
    expect(warnings).toContainEqual(
      expect.objectContaining({ msg: 'content imported with a warning', id: 'UNKNOWNCODE1', rule: expect.any(String) }),
    );
    const page = await text(doc.canonical_url);
    expect(page).toContain('Cuerpo de la nota.');
  });
});

describe('a real short embargo on a running server', () => {
  it('goes public by itself within 5 s of its end_time, its pages and lists with it', async () => {
    const end = Date.now() + 2000;
    const doc = story('EMBARGOQUICK', { active: true, end_time: new Date(end).toISOString() });
    // The section page cached before the release (then served from the HTML cache): the release must purge it.
    await get('/nacion/');
    expect((await get('/nacion/')).headers.get('x-cache')).toMatch(/HIT/);
    expect((await put(doc)).status).toBe(201);
    expect((await get(doc.canonical_url)).status).toBe(404);
    const list = () => source('content-apir', { includeSections: 'nacion', feedSize: 5, sourceInclude: '_id' });
    expect(ids(await list())).not.toContain(doc._id);

    let publicAt: number | undefined;
    while (Date.now() < end + 8000) {
      if ((await get(doc.canonical_url)).status === 200) {
        publicAt = Date.now();
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(publicAt, 'the page never answered 200').toBeDefined();
    expect(publicAt! - end).toBeLessThan(5000);
    expect(ids(await list())).toContain(doc._id);
    expect(await text('/nacion/')).toContain(doc.headlines.basic);
  }, 30_000);
});
