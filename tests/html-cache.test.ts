import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { startTestServer, type TestServer } from './helpers/test-server';
import { signUpReader } from './helpers/readers';
import { sample } from './helpers/prometheus';
import { rootDir } from '../server/config';
import { content } from '../server/db/schema';
import { createSourceCache } from '../server/sources/client';
import { HtmlCache } from '../server/render/html-cache';

// Decision 0039: rendered public pages are kept (compressed) and served until stale or purged.
const TOKEN = 'html-cache-token';
const story = JSON.parse(fs.readFileSync(path.join(rootDir, 'fixtures/ans/good-story.json'), 'utf8')) as {
  _id: string;
  canonical_url: string;
  headlines: { basic: string };
};
let clock = Date.now();
const pages = new HtmlCache({ now: () => clock, ttlMs: 60_000, staleMs: 300_000 });
const sourceCache = createSourceCache();
let server: TestServer;
// The request log, as an operator's log collector would read it (one JSON line per request).
const logLines: Array<Record<string, unknown>> = [];
const log = pino({ level: 'info' }, { write: (line: string) => void logLines.push(JSON.parse(line)) });

const articleUrl = () => `${server.url}${story.canonical_url}?_website=semana`;
const open = (headers: Record<string, string> = {}) => fetch(articleUrl(), { headers });
const put = (doc: object) =>
  fetch(`${server.url}/api/admin/content/${story._id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(doc),
  });

/** The raw bytes of the article, as sent (fetch would decode them), with the headers they came with. */
function rawArticle(encoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(articleUrl(), { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  server = await startTestServer({ adminToken: TOKEN, htmlCache: pages, cache: sourceCache, log });
  expect((await put(story)).status).toBeLessThan(300);
});
afterAll(() => server.close());

describe('the HTML cache', () => {
  it('renders a page once (MISS), then serves the same bytes without rendering (HIT)', async () => {
    await put({ ...story, headlines: { basic: 'Primera versión' } }); // a purge: a fresh start
    const first = await open();
    expect(first.headers.get('x-cache')).toBe('MISS');
    const html = await first.text();
    expect(html).toContain('Primera versión');
    const second = await open();
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.text()).toBe(html);
    expect(second.headers.get('cache-control')).toMatch(/^public/);
    expect(second.headers.get('surrogate-key')?.split(' ')).toEqual(
      expect.arrayContaining(['site-semana', `content-${story._id}`, 'section-semana-/nacion']),
    );
  });

  it('logs a hit like every other request: its request id, URL, status and X-Cache', async () => {
    await open();
    const res = await open({ 'x-request-id': 'hit-from-the-test' });
    expect(res.headers.get('x-cache')).toBe('HIT');
    expect(res.headers.get('x-request-id')).toBe('hit-from-the-test');
    const line = logLines.find((l) => (l.req as { id?: string } | undefined)?.id === 'hit-from-the-test');
    expect(line).toMatchObject({
      msg: 'request completed',
      cache: 'HIT',
      req: { method: 'GET', url: `${story.canonical_url}?_website=semana` },
      res: { status: 200 },
    });
    // A request with no id of its own gets one, as pino-http gives the rest.
    expect((await open()).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('after a story update through the admin API, the next request shows the new headline', async () => {
    await open();
    expect((await open()).headers.get('x-cache')).toBe('HIT');
    expect((await put({ ...story, headlines: { basic: 'Titular corregido por la mesa' } })).status).toBe(200);
    const res = await open();
    expect(res.headers.get('x-cache')).toBe('MISS');
    expect(await res.text()).toContain('Titular corregido por la mesa');
  });

  it('after its TTL serves the stale page to parallel requests while one request renders it again', async () => {
    await put({ ...story, headlines: { basic: 'Antes de caducar' } });
    await open(); // stored
    // Changed behind the cache's back (no purge): only a re-render can show it.
    await server.database.db
      .update(content)
      .set({ doc: sql`jsonb_set(${content.doc}, '{headlines,basic}', '"Después de caducar"')` })
      .where(eq(content.id, story._id));
    await sourceCache.invalidateSite('semana');
    const stores = vi.spyOn(pages, 'set');
    clock += 61_000;
    const answers = await Promise.all(Array.from({ length: 6 }, () => open()));
    // The stale copy is served at once; requests that come after the one re-render ends get its page.
    const seen = await Promise.all(answers.map(async (r) => [r.headers.get('x-cache'), await r.text()] as const));
    expect(seen[0][0]).toBe('STALE');
    for (const [outcome, html] of seen) {
      expect(['STALE', 'HIT']).toContain(outcome);
      expect(html).toContain(outcome === 'STALE' ? 'Antes de caducar' : 'Después de caducar');
    }
    await vi.waitFor(async () => expect((await pages.get(storedKey()))?.freshness).toBe('fresh'));
    expect(stores).toHaveBeenCalledTimes(1);
    const after = await open();
    expect(after.headers.get('x-cache')).toBe('HIT');
    expect(await after.text()).toContain('Después de caducar');
    stores.mockRestore();
  });

  it('counts its lookups on /metrics: misses and hits, and the hit ratio of every lookup so far', async () => {
    const metrics = async () => (await fetch(`${server.url}/metrics`)).text();
    const html = (text: string, result: string) => sample(text, 'cache_lookups_total', { cache: 'html', result });
    await put({ ...story, headlines: { basic: 'Contada en las métricas' } }); // purged: the next open is a miss
    const before = await metrics();
    for (const expected of ['MISS', 'HIT', 'HIT']) expect((await open()).headers.get('x-cache')).toBe(expected);
    const after = await metrics();
    expect(html(after, 'miss') - html(before, 'miss')).toBe(1);
    expect(html(after, 'hit') - html(before, 'hit')).toBe(2);
    const [hit, stale, miss] = ['hit', 'stale', 'miss'].map((r) => html(after, r));
    expect(stale).toBeGreaterThan(0); // the test above served stale copies
    expect(sample(after, 'cache_hit_ratio', { cache: 'html' })).toBeCloseTo((hit + stale) / (hit + stale + miss), 6);
  });

  it('keeps compressed bytes: brotli and gzip hits decompress to the HTML served uncompressed', async () => {
    await open();
    const plain = await rawArticle('identity');
    expect(plain.headers['x-cache']).toBe('HIT');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await rawArticle('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    const gz = await rawArticle('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(plain.body.toString());
    expect(new Set([plain, br, gz].map((r) => r.headers.etag)).size).toBe(3);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
  });

  it("never stores a signed-in reader's page, which is private, no-store", async () => {
    await put({ ...story, headlines: { basic: 'Para lectores con sesión' } });
    const { cookie } = await signUpReader(
      server.url,
      { email: 'html-cache@example.com', password: 'Clave2026s', firstName: 'Lucía' },
      { cookie: true },
    );
    expect(cookie).toContain('__session=');
    for (let i = 0; i < 2; i++) {
      const res = await open({ cookie });
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('x-cache')).toBeNull();
      expect(await res.text()).toContain('Lucía');
    }
    const anonymous = await open();
    expect(anonymous.headers.get('x-cache')).toBe('MISS');
    expect(await anonymous.text()).not.toContain('Lucía');
  });

  it('keys pages by the query values blocks declare only: other parameters share the page', async () => {
    await open();
    const other = await fetch(`${articleUrl()}&utm_source=boletin&x=${Date.now()}`);
    expect(other.headers.get('x-cache')).toBe('HIT');
    const search = (q: string) => fetch(`${server.url}/buscador/?_website=semana&q=${q}`);
    expect((await search('vias')).headers.get('x-cache')).toBe('MISS');
    expect((await search('cauca')).headers.get('x-cache')).toBe('MISS');
    expect((await search('vias')).headers.get('x-cache')).toBe('HIT');
  });

  it('never stores an error page, and a gone story stops being served after the purge', async () => {
    await open();
    const gone = await fetch(`${server.url}/api/admin/content/${story._id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(gone.status).toBe(204);
    for (let i = 0; i < 2; i++) {
      const res = await open();
      expect(res.status).toBe(410);
      expect(res.headers.get('x-cache')).toBeNull();
    }
    await put(story);
  });
});

/** The key the article is stored under (site, origin outside production, path, declared query values). */
function storedKey(): string {
  return `semana|${server.url}|${story.canonical_url}?|public`;
}
