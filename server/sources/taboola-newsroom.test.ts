import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { delay, http, HttpResponse } from 'msw';
import type { Database } from '../db/client';
import { openPglite } from '../../tests/helpers/databases';
import { content, pageViews } from '../db/schema';
import { contentRow } from '../content/content-row';
import type { StoryDocument } from '../../contracts/ans';
import { callSource, createSourceCache } from './client';

const ENDPOINT = 'https://newsroom.taboola.test/v1/top-content';
const NOW = Date.UTC(2026, 10, 20, 17);

function story(id: string, day: number, site = 'semana'): StoryDocument {
  const date = new Date(Date.UTC(2026, 10, day, 12)).toISOString();
  return {
    _id: id,
    type: 'story',
    canonical_url: `/nacion/articulo/${id.toLowerCase()}/${id}/`,
    canonical_website: site,
    headlines: { basic: `Titular ${id}` },
    display_date: date,
    publish_date: date,
    taxonomy: { primary_section: { _id: '/nacion', name: 'Nación' }, sections: [{ _id: '/nacion', name: 'Nación' }] },
    content_elements: [],
  };
}

const asked: Request[] = [];
let answer: () => Promise<Response> | Response = () => HttpResponse.json({ items: [] });
const server = setupServer(
  http.get(ENDPOINT, ({ request }) => {
    asked.push(request);
    return answer();
  }),
);

let database: Database;
const mostRead = async () =>
  (
    (await callSource(
      'taboola-newsroom-api',
      { size: 3 },
      { db: database.db, site: 'semana', now: NOW, cache: createSourceCache() },
    )) as { id: string; url: string; title: string }[]
  ).map((i) => i.id);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  database = await openPglite('migrated');
  await database.db
    .insert(content)
    .values([story('A', 10), story('B', 11), story('C', 12), story('D', 13), story('X', 14, 'soho')].map(contentRow));
  // Our own views rank B first; D and C are the newest.
  await database.db
    .insert(pageViews)
    .values({ contentId: 'B', site: 'semana', hour: new Date(NOW - 3600_000), views: 9 });
});
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  asked.length = 0;
});
afterAll(async () => {
  server.close();
  await database.close();
});

function configure() {
  vi.stubEnv('TABOOLA_NEWSROOM_URL', ENDPOINT);
  vi.stubEnv('TABOOLA_API_KEY', 'clave');
  vi.stubEnv('TABOOLA_PUBLISHER_ID', 'semana-co');
  vi.stubEnv('TABOOLA_TIMEOUT_MS', '200');
}

describe('taboola-newsroom-api with Taboola Newsroom (msw)', () => {
  it('ranks by our own views and asks nobody when it is not configured', async () => {
    expect(await mostRead()).toEqual(['B', 'D', 'C']);
    expect(asked).toEqual([]);
  });

  it("follows Taboola's order, mapped to our stories by URL or id; others are left out and the newest fill up", async () => {
    configure();
    answer = () =>
      HttpResponse.json({
        items: [
          { url: 'https://www.semana.com/nacion/articulo/c/C/?utm_source=taboola', views: 900 },
          { url: '/otra/cosa/que-no-tenemos/', views: 800 },
          { url: 'https://www.soho.co/nacion/articulo/x/X/', views: 700 },
          { url: 'https://www.semana.com/renamed/', id: 'A', views: 600 },
        ],
      });
    const items = await callSource(
      'taboola-newsroom-api',
      { size: 3 },
      { db: database.db, site: 'semana', now: NOW, cache: createSourceCache() },
    );
    expect(items).toEqual([
      { id: 'C', url: '/nacion/articulo/c/C/', title: 'Titular C' },
      { id: 'A', url: '/nacion/articulo/a/A/', title: 'Titular A' },
      { id: 'D', url: '/nacion/articulo/d/D/', title: 'Titular D' },
    ]);
    const url = new URL(asked[0].url);
    expect(asked[0].headers.get('authorization')).toBe('Bearer clave');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      publisher_id: 'semana-co',
      site: 'semana',
      count: '3',
    });
  });

  it('falls back to our own ranking, and says so, on an HTTP error, an answer of another shape or a timeout', async () => {
    configure();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer = () => HttpResponse.json({ error: 'unauthorised' }, { status: 401 });
    expect(await mostRead()).toEqual(['B', 'D', 'C']);
    answer = () => HttpResponse.json({ results: [{ link: '/x/' }] });
    expect(await mostRead()).toEqual(['B', 'D', 'C']);
    answer = async () => {
      await delay(1000);
      return HttpResponse.json({ items: [{ url: '/nacion/articulo/a/A/' }] });
    };
    expect(await mostRead()).toEqual(['B', 'D', 'C']);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(String(warn.mock.calls[0][0])).toMatch(/401/);
  });

  it('ignores an incomplete configuration instead of failing the page', async () => {
    vi.stubEnv('TABOOLA_NEWSROOM_URL', ENDPOINT);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await mostRead()).toEqual(['B', 'D', 'C']);
    expect(asked).toEqual([]);
    expect(String(warn.mock.calls[0][0])).toMatch(/TABOOLA_API_KEY/);
  });
});
