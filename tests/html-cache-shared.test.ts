import fs from 'node:fs';
import nodeHttp from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { startTestServer, type TestServer } from './helpers/test-server';
import { rootDir } from '../server/config';
import { ingestDocument } from '../server/content/ingest';
import { encodePage, HtmlCache } from '../server/render/html-cache';
import { cdnPurgeSettings, cdnPurger } from '../server/render/cdn-purge';
import { contentKey } from '../server/render/surrogate-keys';
import type { PurgeKeys } from '../server/app';

// Decision 0039: purges reach every process (Redis) and the CDN (its surrogate-key purge API, mocked here).
const CDN_URL = 'https://api.cdn.example/service/news/purge';
const calls: { keys: string[]; token: string | null }[] = [];
let cdnStatus = 200;
const mocks = setupServer(
  http.post(CDN_URL, async ({ request }) => {
    const body = (await request.json()) as { surrogate_keys: string[] };
    calls.push({ keys: body.surrogate_keys, token: request.headers.get('fastly-key') });
    return HttpResponse.json({ status: 'ok' }, { status: cdnStatus });
  }),
);
beforeAll(() => mocks.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => mocks.close());

const unique = `HC${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
const story = {
  ...(JSON.parse(fs.readFileSync(path.join(rootDir, 'fixtures/ans/good-story.json'), 'utf8')) as object),
  _id: unique,
  canonical_url: `/nacion/articulo/cache-compartida/${unique}/`,
};
const TOKEN = 'cdn-purge-token';

describe('the CDN purge adapter', () => {
  it('wants its address and token together', () => {
    expect(cdnPurgeSettings({})).toBeUndefined();
    expect(() => cdnPurgeSettings({ CDN_PURGE_URL: CDN_URL })).toThrow(/CDN_PURGE_TOKEN/);
    expect(cdnPurgeSettings({ CDN_PURGE_URL: CDN_URL, CDN_PURGE_TOKEN: 't' })).toMatchObject({ url: CDN_URL });
  });

  it('sends the purged keys with its token, 256 keys a call, and logs a refusal without throwing', async () => {
    calls.length = 0;
    const log = pino({ level: 'silent' });
    const error = vi.spyOn(log, 'error');
    const purge = cdnPurger({ url: CDN_URL, token: 'secreto' }, log);
    const keys = Array.from({ length: 300 }, (_, i) => `content-${i}`);
    await purge(keys);
    expect(calls.map((c) => c.keys.length)).toEqual([256, 44]);
    expect(calls.flatMap((c) => c.keys)).toEqual(keys);
    expect(calls.every((c) => c.token === 'secreto')).toBe(true);
    cdnStatus = 503;
    await expect(purge(['site-semana'])).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ status: 503 }), 'CDN purge refused');
    cdnStatus = 200;
  });

  describe('through the app', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({
        seed: false,
        adminToken: TOKEN,
        htmlCache: new HtmlCache(),
        cdnPurge: cdnPurger({ url: CDN_URL, token: 'secreto' }),
      });
    });
    afterAll(() => server.close());

    it('is called with the site and the story when a story is imported through the admin API', async () => {
      calls.length = 0;
      const res = await fetch(`${server.url}/api/admin/content/${unique}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify(story),
      });
      expect(res.status).toBe(201);
      expect(calls).toEqual([{ keys: ['site-semana', contentKey(unique)], token: 'secreto' }]);
    });

    it('is called with the keys the page builder purges on publishing a page', async () => {
      calls.length = 0;
      await (server.app.locals.purgeKeys as PurgeKeys)(['page-semana/home', 'page-semana/home']);
      expect(calls).toEqual([{ keys: ['page-semana/home'], token: 'secreto' }]);
    });
  });
});

const redisUrl = process.env.REDIS_URL;
// Runs wherever REDIS_URL is set (CI sets it); defined only then, so nothing is reported as skipped.
if (redisUrl)
  describe('two processes sharing the HTML cache (Redis)', () => {
    const connections: Redis[] = [];
    const connect = () => {
      const r = new Redis(redisUrl);
      connections.push(r);
      return r;
    };
    const servers: TestServer[] = [];
    const caches: HtmlCache[] = [];
    beforeAll(async () => {
      for (let i = 0; i < 2; i++) {
        const cache = new HtmlCache({ redis: connect() });
        await cache.listen(connect());
        const server = await startTestServer({ seed: false, htmlCache: cache });
        await ingestDocument(server.database.db, story);
        servers.push(server);
        caches.push(cache);
      }
    });
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.close()));
      await Promise.all(connections.map((c) => c.quit()));
    });
    // One Host for both: outside production the page (its links) and so its key depend on it.
    const open = (server: TestServer) =>
      new Promise<{ cache: string | undefined; html: string }>((resolve, reject) => {
        nodeHttp
          .get(`${server.url}${story.canonical_url}`, { headers: { host: 'cache.test' } }, (res) => {
            let html = '';
            res.on('data', (c: Buffer) => (html += c.toString()));
            res.on('end', () => resolve({ cache: res.headers['x-cache'] as string | undefined, html }));
          })
          .on('error', reject);
      });
    const key = `semana|http://cache.test|${story.canonical_url}?|public`;

    it('keeps shared copies per client build: after a deploy no page points at scripts the new build lacks', async () => {
      const before = new HtmlCache({ redis: connect(), build: 'build-a' });
      const after = new HtmlCache({ redis: connect(), build: 'build-b' });
      const again = new HtmlCache({ redis: connect(), build: 'build-a' });
      const page = {
        status: 200,
        headers: { 'content-type': 'text/html' },
        keys: [contentKey(unique)],
        storedAt: Date.now(),
        ...(await encodePage('<script src="/pf/dist/components/combinations/viejo.js"></script>')),
      };
      const pageKey = `semana||/despliegue/${unique}/?`;
      await before.set(pageKey, page, before.begin());
      expect(await after.get(pageKey)).toBeUndefined();
      expect((await again.get(pageKey))?.page.identity.toString()).toContain('viejo.js');
      // A purge reaches its own build's copies.
      await before.purge([contentKey(unique)]);
      const fresh = new HtmlCache({ redis: connect(), build: 'build-a' });
      expect(await fresh.get(pageKey)).toBeUndefined();
    });

    it('serves in one process the page the other rendered, and a purge in one empties the other', async () => {
      const [a, b] = servers;
      expect((await open(a)).cache).toBe('MISS');
      const shared = await open(b);
      expect(shared.cache).toBe('HIT');
      expect(shared.html).toContain('Gobierno presenta plan de vías terciarias');
      expect((await open(b)).cache).toBe('HIT'); // now from b's own memory too
      await (a.app.locals.purgeKeys as PurgeKeys)([contentKey(unique)]);
      // The broadcast reaches b asynchronously: wait until b's own copy is gone, then ask b.
      await vi.waitFor(async () => expect(await caches[1].get(key)).toBeUndefined());
      expect((await open(b)).cache).toBe('MISS');
    });
  });
