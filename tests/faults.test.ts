import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pino } from 'pino';
import { startTestServer, type TestServer } from './helpers/test-server';
import { proxyInFront, startTcpProxy, type TcpProxy } from './helpers/tcp-proxy';
import { scratchDatabase } from './helpers/databases';
import { connectShared, type SharedState } from '../server/ops/redis';
import { HtmlCache } from '../server/render/html-cache';
import { createSourceCache } from '../server/sources/client';

/**
 * Calm under faults (issue 15, item 7): with the database or Redis cut off, requests answer within their time-outs
 * (a cached copy or 503), /readyz says which dependency is down while /healthz stays green, and all recovers when
 * the link returns. The faults come from a TCP proxy each test owns, never from stopping the shared servers.
 */
// A request that hangs past this fails the test: far above the limits configured below, far below pg's 40 s hang.
const PATIENCE_MS = 8000;
const get = (server: TestServer, path: string) =>
  fetch(`${server.url}${path}`, { signal: AbortSignal.timeout(PATIENCE_MS) });
/** The limits the PostgreSQL servers below run with: pool acquire 0.5 s, statements 1 s. */
const TIMEOUTS = { acquireMs: 500, statementMs: 1000, queryMs: 1000 };
/**
 * How long a request may take while the database is cut: its own limits (acquire, then one query) and some room for a
 * loaded machine. A request that waits for the network instead of its time-outs takes PATIENCE_MS and fails.
 */
const WITHIN_MS = TIMEOUTS.acquireMs + TIMEOUTS.queryMs + 2500;
/** A request and how long it took to answer. */
async function timed(server: TestServer, path: string) {
  const started = performance.now();
  const res = await get(server, path);
  const body = await res.text();
  return { res, body, ms: performance.now() - started };
}
const readyz = async (server: TestServer) => {
  const res = await get(server, '/readyz');
  return { status: res.status, body: (await res.json()) as { ok: boolean; failed?: Record<string, string> } };
};
/** Waits until /readyz is green again (reconnecting takes a moment), up to a few seconds. */
async function recovered(server: TestServer): Promise<number> {
  let status = 0;
  for (let i = 0; i < 40 && status !== 200; i++) {
    status = (await readyz(server)).status;
    if (status !== 200) await new Promise((r) => setTimeout(r, 250));
  }
  return status;
}

describe('a source that fails', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
    await server.database.close(); // every query fails from here on
  });
  afterAll(() => server.close().catch(() => undefined)); // the database is already closed

  it('is an error answer, never `200 null`, and is not kept: the same call fails again', async () => {
    const path = `/api/content/content-apir?_website=semana&query=${encodeURIComponent('{"includeSections":"nacion","feedSize":3}')}`;
    for (const attempt of [1, 2]) {
      const res = await get(server, path);
      expect({ attempt, status: res.status }).toEqual({ attempt, status: 500 });
      expect(await res.json()).toEqual({ error: 'Error interno' });
    }
  });
});

const databaseUrl = process.env.DATABASE_URL;
// Runs wherever DATABASE_URL is set (CI sets it); defined only then, so nothing is reported as skipped.
if (databaseUrl)
  describe('PostgreSQL cut off behind a proxy', () => {
    let proxy: TcpProxy;
    let server: TestServer;
    let drop: () => Promise<void>;
    let article: { path: string; headline: string };
    // A second server on the same proxy with the HTML cache, as `npm start` runs: its clock is the test's.
    let clock = Date.now();
    const pages = new HtmlCache({ now: () => clock });
    const sourceCache = createSourceCache();
    let cachedServer: TestServer;
    beforeAll(async () => {
      // A copy of the run's seeded database: seeding through the proxy would outlast the tight limits below.
      const scratch = await scratchDatabase(databaseUrl, 'seeded');
      drop = scratch.drop;
      const front = await proxyInFront(scratch.url, 5432);
      proxy = front.proxy;
      server = await startTestServer({
        databaseUrl: front.url,
        timeouts: TIMEOUTS,
        fetchTimeoutMs: 1000,
        seed: false,
      });
      cachedServer = await startTestServer({
        databaseUrl: front.url,
        timeouts: TIMEOUTS,
        fetchTimeoutMs: 1000,
        seed: false,
        cache: sourceCache,
        htmlCache: pages,
      });
      const [row] = await server.database.query(
        `select canonical_url as path, doc->'headlines'->>'basic' as headline from content
         where site = 'semana' and type = 'story' order by canonical_url limit 1`,
      );
      article = row as typeof article;
    }, 120_000);
    // A failed test must not leave the link cut for the next one.
    afterEach(() => proxy?.restore());
    afterAll(async () => {
      proxy?.restore();
      await server?.close();
      await cachedServer?.close();
      await proxy?.close();
      await drop?.();
    });

    it('answers cached pages, 503 for the rest, within the time-outs; /readyz red, /healthz green; then recovers', async () => {
      expect((await readyz(server)).status).toBe(200);
      const warm = await get(server, `${article.path}?_website=semana`);
      expect(warm.status).toBe(200);

      proxy.cut();
      const cached = await timed(server, `${article.path}?_website=semana`);
      expect(cached.res.status).toBe(200);
      expect(cached.body).toContain(article.headline);
      const uncached = await timed(server, '/nunca-visitada/esta-direccion/?_website=semana');
      expect(uncached.res.status).toBe(503);
      expect(uncached.res.headers.get('retry-after')).toBe('5');
      expect(uncached.ms).toBeLessThan(WITHIN_MS);
      const ready = await readyz(server);
      expect(ready.status).toBe(503);
      expect(Object.keys(ready.body.failed ?? {})).toEqual(['database']);
      expect((await get(server, '/healthz')).status).toBe(200);

      proxy.restore();
      expect(await recovered(server)).toBe(200);
      expect((await get(server, '/nunca-visitada/esta-direccion/?_website=semana')).status).toBe(404);
    });

    it('with the HTML cache: serves its copy (HIT, then STALE while the re-render fails) and renders again after', async () => {
      const page = `${article.path}?_website=semana`;
      expect((await get(cachedServer, page)).headers.get('x-cache')).toBe('MISS');
      proxy.cut();
      const hit = await timed(cachedServer, page);
      expect([hit.res.status, hit.res.headers.get('x-cache')]).toEqual([200, 'HIT']);
      expect(hit.body).toContain(article.headline);
      // Past its 60 s: served stale at once, and its re-render must reach the database (no source answer kept).
      clock += 61_000;
      await sourceCache.invalidateSite('semana');
      const stores = vi.spyOn(pages, 'set');
      const stale = await timed(cachedServer, page);
      expect([stale.res.status, stale.res.headers.get('x-cache')]).toEqual([200, 'STALE']);
      expect(stale.body).toContain(article.headline);
      expect(stale.ms).toBeLessThan(WITHIN_MS);
      // Once that re-render has failed (its time-outs are up), the copy still serves: a 5xx never replaces it.
      await new Promise((r) => setTimeout(r, WITHIN_MS));
      const still = await timed(cachedServer, page);
      expect([still.res.status, still.res.headers.get('x-cache')]).toEqual([200, 'STALE']);
      expect(stores).not.toHaveBeenCalled(); // its re-renders failed: nothing was stored over the copy
      const ready = await readyz(cachedServer);
      expect([ready.status, Object.keys(ready.body.failed ?? {})]).toEqual([503, ['database']]);

      proxy.restore();
      expect(await recovered(cachedServer)).toBe(200);
      // The next stale answer starts a re-render that now succeeds: the page is fresh again.
      await get(cachedServer, page);
      await vi.waitFor(async () => expect((await get(cachedServer, page)).headers.get('x-cache')).toBe('HIT'), {
        timeout: 5000,
        interval: 200,
      });
      expect(stores).toHaveBeenCalled();
      stores.mockRestore();
    });
  });

const redisUrl = process.env.REDIS_URL;
if (redisUrl)
  describe('Redis cut off behind a proxy', () => {
    let proxy: TcpProxy;
    let shared: SharedState;
    let server: TestServer;
    beforeAll(async () => {
      const real = new URL(redisUrl);
      proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 6379) });
      shared = await connectShared(`redis://127.0.0.1:${proxy.port}`, pino({ level: 'silent' }));
      // No content needed: the pages and lists answer (empty) from the database, their limits and cache from Redis.
      server = await startTestServer({ seed: false, cache: shared.cache, limits: shared.limits, redis: shared.redis });
    }, 60_000);
    afterAll(async () => {
      proxy?.restore();
      await server?.close();
      await shared?.close();
      await proxy?.close();
    });

    it('serves pages and rate-limited answers from this process, /readyz names Redis; then recovers', async () => {
      expect((await readyz(server)).status).toBe(200);
      proxy.cut();
      expect((await get(server, '/?_website=semana')).status).toBe(200);
      const listed = await get(
        server,
        `/api/content/content-apir?_website=semana&query=${encodeURIComponent('{"includeSections":"nacion","feedSize":2}')}`,
      );
      expect(listed.status).toBe(200);
      expect(await listed.json()).not.toBeNull();
      const ready = await readyz(server);
      expect(ready.status).toBe(503);
      expect(Object.keys(ready.body.failed ?? {})).toEqual(['redis']);

      proxy.restore();
      expect(await recovered(server)).toBe(200);
    });
  });
