import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { startTestServer, type TestServer } from './helpers/test-server';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy';
import { scratchDatabase } from './helpers/databases';
import { connectShared, type SharedState } from '../server/ops/redis';
import { openDatabase } from '../server/db/client';
import { seed } from '../server/db/seed/seed';

/**
 * Calm under faults (issue 15, item 7): with the database or Redis cut off, requests answer within their time-outs
 * (a cached copy or 503), /readyz says which dependency is down while /healthz stays green, and all recovers when
 * the link returns. The faults come from a TCP proxy each test owns, never from stopping the shared servers.
 */
// A request that hangs past this fails the test: far above the limits configured below, far below pg's 40 s hang.
const PATIENCE_MS = 8000;
const get = (server: TestServer, path: string) =>
  fetch(`${server.url}${path}`, { signal: AbortSignal.timeout(PATIENCE_MS) });
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
    beforeAll(async () => {
      const scratch = await scratchDatabase(databaseUrl);
      drop = scratch.drop;
      // Seeded directly: its large inserts are no request, and would outlast the tight limits below.
      const direct = await openDatabase({ url: scratch.url });
      await seed(direct);
      await direct.close();
      const real = new URL(scratch.url);
      proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
      const viaProxy = new URL(scratch.url);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      server = await startTestServer({
        databaseUrl: viaProxy.toString(),
        timeouts: { acquireMs: 500, statementMs: 1000, queryMs: 1000 },
        fetchTimeoutMs: 1000,
        seed: false,
      });
      const [row] = await server.database.query(
        `select canonical_url as path, doc->'headlines'->>'basic' as headline from content
         where site = 'semana' and type = 'story' order by canonical_url limit 1`,
      );
      article = row as typeof article;
    }, 120_000);
    afterAll(async () => {
      proxy?.restore();
      await server?.close();
      await proxy?.close();
      await drop?.();
    });

    it('answers cached pages, 503 for the rest, within the time-outs; /readyz red, /healthz green; then recovers', async () => {
      expect((await readyz(server)).status).toBe(200);
      const warm = await get(server, `${article.path}?_website=semana`);
      expect(warm.status).toBe(200);

      proxy.cut();
      const cached = await get(server, `${article.path}?_website=semana`);
      expect(cached.status).toBe(200);
      expect(await cached.text()).toContain(article.headline);
      const uncached = await get(server, '/nunca-visitada/esta-direccion/?_website=semana');
      expect(uncached.status).toBe(503);
      expect(uncached.headers.get('retry-after')).toBe('5');
      const ready = await readyz(server);
      expect(ready.status).toBe(503);
      expect(Object.keys(ready.body.failed ?? {})).toEqual(['database']);
      expect((await get(server, '/healthz')).status).toBe(200);

      proxy.restore();
      expect(await recovered(server)).toBe(200);
      expect((await get(server, '/nunca-visitada/esta-direccion/?_website=semana')).status).toBe(404);
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
