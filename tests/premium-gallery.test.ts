import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startAccountsServer, type AccountsServer } from './accounts/storage';
import { content } from '../server/db/schema';
import { salesSubscriptions } from '../server/db/schema-sales';
import { contentRow } from '../server/content/content-row';
import { giveSubscription, signUpReader } from './helpers/readers';
import { premiumStory } from '../fixtures/article';
import { GALLERY_PICTURES, lockedParts, OTHER_PICTURES, premiumGallery } from './helpers/premium-gallery';

const gallery = premiumGallery('GALERIAPREMIUMHTTPAAAAAAAA');
// Content code '3' on a path that never locks (spec 1, 4): every picture is public.
const special = premiumGallery('GALERIAESPECIALHTTPAAAAAAA', '/especiales', OTHER_PICTURES);
const story = premiumStory('fixture-premium-story');
const [LEAD_CAPTION] = GALLERY_PICTURES[0];

let server: AccountsServer;
let cookie: string;
let userId: string;

beforeAll(async () => {
  // PostgreSQL when DATABASE_URL is set (a database of its own), else PGlite; with the demo content around it.
  server = await startAccountsServer('seeded');
  await server.database.db.insert(content).values([gallery, special, story].map(contentRow));
  const reader = { email: 'fotos@example.com', password: 'Clave2026g', firstName: 'Sara' };
  ({ uuid: userId, cookie } = await signUpReader(server.url, reader, { cookie: true }));
});
afterAll(() => server?.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}_website=semana`, { headers });
const source = (name: string, query: Record<string, unknown>) =>
  get(`/api/content/${name}?query=${encodeURIComponent(JSON.stringify(query))}`);
/** The locked parts of `gallery` found in a text: none may be public. */
const leaked = (text: string) => lockedParts(gallery).filter((part) => text.includes(part));

async function subscribe(status: number) {
  await server.database.db.delete(salesSubscriptions).where(eq(salesSubscriptions.userId, userId));
  await giveSubscription(server.database, userId, status);
}

describe('a premium gallery in public answers: its lead picture at most', () => {
  it('the page (island props included) has the lead picture and the blur modal, none of the others', async () => {
    // A signed-in reader without a subscription is known on first paint (decision 0025): the promo modal, no blur.
    const views = [
      [{}, 'gallery-lock__modal--blur'],
      [{ cookie }, 'gallery-lock__modal--promo'],
    ] as [Record<string, string>, string][];
    for (const [headers, modal] of views) {
      const res = await get(gallery.canonical_url, headers);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(leaked(html)).toEqual([]);
      expect(html).toContain(`${gallery._id}-1`);
      expect(html).toContain(modal);
      expect(html).toContain('Este contenido es exclusivo para suscriptores');
      // The island props name the gallery, for which an entitled reader's browser asks the rest.
      expect(html).toContain(`"lockedId":"${gallery._id}"`);
    }
  });

  it('gallery-by-id answers the lead picture only', async () => {
    const answer = (await (await source('gallery-by-id', { queryString: gallery._id })).json()) as {
      content_elements: { _id: string; caption: string }[];
    };
    expect(answer.content_elements.map((e) => [e._id, e.caption])).toEqual([[`${gallery._id}-1`, LEAD_CAPTION]]);
  });

  it('no list source carries the locked pictures, whatever sourceInclude asks for', async () => {
    const includes = [
      undefined,
      '_id,content_elements',
      '_id,content_elements.caption,content_elements._id',
      '_id,promo_items',
    ];
    for (const sourceInclude of includes) {
      const answers = await Promise.all([
        source('content-apir', { includeSections: 'galerias', feedSize: 12, sourceInclude }),
        source('content-apir-v2', { includeSections: 'galerias', feedSize: 4, sourceInclude }),
        source('content-apir-search-query', { queryString: 'Paisajes suscriptores', sourceInclude }),
      ]);
      for (const res of answers) {
        const text = await res.text();
        expect(res.status, text).toBe(200);
        expect(text).toContain(gallery._id);
        expect(leaked(text), `${res.url}`).toEqual([]);
      }
    }
  });

  it('neither feeds nor sitemaps carry them', async () => {
    for (const path of ['/rss/galerias.xml', '/rss/nacion.xml', '/sitemap.xml', '/sitemap-news.xml']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(leaked(await res.text()), path).toEqual([]);
    }
  });

  it('a premium gallery on a path that never locks shows every picture', async () => {
    const html = await (await get(special.canonical_url)).text();
    for (const part of lockedParts(special)) expect(html).toContain(part);
    expect(html).not.toMatch(/class="gallery-lock/);
  });
});

describe('GET /api/premium/{id}/gallery: every picture, for entitled readers only', () => {
  const ask = (id = gallery._id, headers: Record<string, string> = { cookie }) =>
    get(`/api/premium/${id}/gallery`, headers);

  it('asks a reader without a session to sign in, refuses one without access (none, status 5)', async () => {
    expect((await ask(gallery._id, {})).status).toBe(401);
    expect((await ask()).status).toBe(403);
    await subscribe(5);
    const res = await ask();
    expect(res.status).toBe(403);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers every picture with its caption to statuses 1, 3 and 4, privately and never stored', async () => {
    for (const status of [1, 3, 4]) {
      await subscribe(status);
      const res = await ask();
      expect(res.status, `status ${status}`).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const { items } = (await res.json()) as { items: { id: string; caption: string; subtitle: string }[] };
      expect(items.map((i) => [i.id, i.caption, i.subtitle])).toEqual(
        GALLERY_PICTURES.map(([caption, subtitle], n) => [`${gallery._id}-${n + 1}`, caption, subtitle]),
      );
    }
  });

  it('answers 404 for a story that is not a gallery and for another site', async () => {
    await subscribe(1);
    expect((await ask(story._id)).status).toBe(404);
    const other = await fetch(`${server.url}/api/premium/${gallery._id}/gallery?_website=soho`, {
      headers: { cookie },
    });
    expect(other.status).toBe(404);
  });
});
