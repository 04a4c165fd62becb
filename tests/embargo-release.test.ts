import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';
import { HtmlCache } from '../server/render/html-cache';
import type { ScheduleLoop } from '../server/editor/schedule-loop';

// Issue 27, item 2 (decision 0089): the release at end_time, on a clock the test moves (fake timers): the document is
// held until then, goes public with no one acting, and the cached pages it belongs in are purged.
const TOKEN = 'embargo-release-token';
const VERSION = '0.10.12';
const DAY = 86_400_000;
const nacion = { type: 'section', version: VERSION, _id: '/nacion', name: 'Nación' };
let server: TestServer;
const purged: string[][] = [];

beforeAll(async () => {
  // Only the clock and the loop's timer are faked: the database, the sockets and the caches' own timers run as usual.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  server = await startTestServer({
    seed: false,
    adminToken: TOKEN,
    scheduleEveryMs: 1000,
    // Pages stay fresh for a day of the fake clock: a page rendered anew after the release was purged, not stale.
    htmlCache: new HtmlCache({ ttlMs: DAY }),
    // The CDN's purge, which gets every key the HTML cache is purged of.
    cdnPurge: async (keys) => void purged.push(keys),
  });
}, 120_000);
afterAll(async () => {
  await (server?.app.locals.scheduleLoop as ScheduleLoop | undefined)?.stop();
  await server?.close();
  vi.useRealTimers();
});

function story(id: string, embargo: { active: boolean; end_time?: string }) {
  const at = new Date(Date.now() - 60_000).toISOString();
  return {
    _id: id,
    type: 'story',
    version: VERSION,
    canonical_url: `/nacion/articulo/nota-con-embargo/${id}/`,
    canonical_website: 'semana',
    headlines: { basic: `Nota ${id} con embargo hasta la hora anunciada` },
    display_date: at,
    publish_date: at,
    taxonomy: { primary_section: nacion, sections: [nacion] },
    promo_items: { basic: { type: 'image', version: VERSION, _id: `${id}P`, url: `/images/${id}P/1280x720.jpg` } },
    content_elements: [{ _id: `${id}-1`, type: 'text', content: 'Cuerpo.' }],
    content_restrictions: { embargo },
  };
}

const put = (doc: { _id: string } & Record<string, unknown>) =>
  fetch(`${server.url}/api/admin/content/${doc._id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(doc),
  });
const get = (path: string) => fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}_website=semana`);
const listed = async (id: string) => {
  const query = encodeURIComponent(JSON.stringify({ includeSections: 'nacion', feedSize: 10, sourceInclude: '_id' }));
  const list = (await (await get(`/api/content/content-apir?query=${query}`)).json()) as {
    content_elements: { _id: string }[];
  };
  return list.content_elements.some((d) => d._id === id);
};
/** Fires the loop's timer for `ms` of the fake clock. */
const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);
/** Real time for the rounds those ticks started: their database work is not on the fake clock (setTimeout is real). */
const realPause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an embargo with an end_time', () => {
  it('holds the document until then, releases it by itself, and purges the cached pages', async () => {
    const end = Date.now() + 30 * 60_000;
    const doc = story('RELEASE1', { active: true, end_time: new Date(end).toISOString() });
    expect(await (await put(doc)).json()).toMatchObject({ embargoed: true });
    // The section page, rendered and kept while the story is held.
    expect(await (await get('/nacion/')).text()).not.toContain(doc.headlines.basic);
    expect((await get('/nacion/')).headers.get('x-cache')).toBe('HIT');
    purged.length = 0;

    // A minute before the end: every tick of the loop finds nothing to release.
    vi.setSystemTime(end - 60_000);
    await tick(3000);
    await realPause(300);
    expect((await get(doc.canonical_url)).status).toBe(404);
    expect(await listed(doc._id)).toBe(false);
    expect(purged).toEqual([]);
    expect((await get('/nacion/')).headers.get('x-cache')).toBe('HIT');

    // The end passes: the next tick releases it, with no request or import.
    vi.setSystemTime(end + 1);
    await tick(1000);
    await vi.waitFor(async () => expect((await get(doc.canonical_url)).status).toBe(200), { timeout: 5000 });
    expect(purged).toContainEqual(['site-semana', 'content-RELEASE1']);
    expect(await listed(doc._id)).toBe(true);
    const page = await get('/nacion/');
    expect(page.headers.get('x-cache')).toBe('MISS');
    expect(await page.text()).toContain(doc.headlines.basic);

    // Released once: later ticks purge nothing more.
    purged.length = 0;
    await tick(3000);
    await realPause(300);
    expect(purged).toEqual([]);
  });

  it('a new import that moves the end later keeps it held until the new end', async () => {
    const end = Date.now() + 10 * 60_000;
    const doc = story('RELEASE2', { active: true, end_time: new Date(end).toISOString() });
    await put(doc);
    const later = end + 60 * 60_000;
    await put(story('RELEASE2', { active: true, end_time: new Date(later).toISOString() }));
    vi.setSystemTime(end + 1000);
    await tick(2000);
    await realPause(300);
    expect((await get(doc.canonical_url)).status).toBe(404);
    vi.setSystemTime(later + 1);
    await tick(1000);
    await vi.waitFor(async () => expect((await get(doc.canonical_url)).status).toBe(200), { timeout: 5000 });
  });
});

describe('an embargo without end_time', () => {
  it('holds however long passes, until an import lifts it', async () => {
    const doc = story('HELD1', { active: true });
    await put(doc);
    vi.setSystemTime(Date.now() + 365 * DAY);
    await tick(3000);
    await realPause(300);
    expect((await get(doc.canonical_url)).status).toBe(404);
    expect(await listed(doc._id)).toBe(false);
    expect((await put(story('HELD1', { active: false }))).status).toBe(200);
    expect((await get(doc.canonical_url)).status).toBe(200);
    expect(await listed(doc._id)).toBe(true);
  });
});
