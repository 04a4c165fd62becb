import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { startTestServer, type TestServer } from './helpers/test-server';
import { encodePage, HtmlCache, type CachedPage } from '../server/render/html-cache';
import { RedisHitStore } from '../server/security/hit-store';
import { readConfig } from '../server/config';
import { connectPageCache } from '../server/render/page-cache-redis';

/**
 * Issue 24, item 3: a visitor cannot grow the page cache by varying the query string. The key holds only the query
 * parameters the page's own blocks declare; the in-process cache and each site's share of Redis are bounded by bytes.
 */
const get = async (url: string) => {
  const res = await fetch(url);
  return { cache: res.headers.get('x-cache'), html: await res.text() };
};
/** A page of about `kb` KB that does not compress (random), so its size in the cache is what it says. */
const page = async (kb: number): Promise<CachedPage> => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  keys: ['site-test'],
  storedAt: Date.now(),
  ...(await encodePage(randomBytes(kb * 768).toString('base64'))),
});

describe('the page-cache key', () => {
  let server: TestServer;
  const pages = new HtmlCache();
  beforeAll(async () => {
    server = await startTestServer({ htmlCache: pages });
  });
  afterAll(() => server.close());

  it('maps 50 junk query strings on a page whose blocks read none of them to one entry', async () => {
    const junk = (i: number) =>
      [`q=${i}`, `utm_source=boletin${i}`, `page=${i}`, `offerId=oferta-${i}`, `_=${Date.now() + i}`][i % 5];
    const first = await get(`${server.url}/?_website=semana&${junk(0)}`);
    expect(first.cache).toBe('MISS');
    const before = pages.local().entries;
    for (let i = 1; i < 50; i++) {
      const res = await get(`${server.url}/?_website=semana&${junk(i)}&${junk(i + 1)}`);
      expect(res.cache).toBe('HIT');
      expect(res.html).toBe(first.html);
    }
    expect(pages.local().entries).toBe(before);
  });

  it('keeps the search terms the search page declares: one entry per search, each with its own results', async () => {
    const search = (q: string, extra = '') => get(`${server.url}/buscador/?_website=semana&q=${q}${extra}`);
    const before = pages.local().entries;
    const vias = await search('vias');
    const cauca = await search('cauca');
    expect([vias.cache, cauca.cache]).toEqual(['MISS', 'MISS']);
    expect(vias.html).toContain('Resultados para «vias»');
    expect(cauca.html).toContain('Resultados para «cauca»');
    const again = await search('vias', '&utm_source=x&page=3');
    expect(again.cache).toBe('HIT');
    expect(again.html).toBe(vias.html);
    expect(pages.local().entries).toBe(before + 2);
  });
});

describe('the cache settings', () => {
  it('have byte caps by default and take those an operator sets; nonsense keeps the default', () => {
    const MIB = 1024 * 1024;
    expect(readConfig({})).toMatchObject({ htmlCacheMemoryBytes: 128 * MIB, htmlCacheRedisBytes: 64 * MIB });
    expect(readConfig({ HTML_CACHE_MEMORY_BYTES: '1000', HTML_CACHE_REDIS_BYTES: '2000' })).toMatchObject({
      htmlCacheMemoryBytes: 1000,
      htmlCacheRedisBytes: 2000,
    });
    expect(readConfig({ HTML_CACHE_REDIS_BYTES: '0' }).htmlCacheRedisBytes).toBe(64 * MIB);
    expect(readConfig({ HTML_CACHE_REDIS_BYTES: '-5' }).htmlCacheRedisBytes).toBe(64 * MIB);
    expect(readConfig({ REDIS_CACHE_URL: 'redis://cache:6379' }).redisCacheUrl).toBe('redis://cache:6379');
  });
});

describe('the in-process page cache', () => {
  it('holds at most its byte cap, the least recently used pages out first', async () => {
    const cache = new HtmlCache({ maxBytes: 400_000 });
    const keys = Array.from({ length: 20 }, (_, i) => `semana||/pagina-${i}/?|public`);
    for (const key of keys) await cache.set(key, await page(40), cache.begin());
    expect(cache.local().bytes).toBeLessThanOrEqual(400_000);
    expect(cache.getLocal(keys[0])).toBeUndefined();
    expect(cache.getLocal(keys[19])).toBeDefined();
  });
});

const redisUrl = process.env.REDIS_URL;
// Runs wherever REDIS_URL is set (CI sets it); defined only then, so nothing is reported as skipped.
if (redisUrl)
  describe('pages in Redis', () => {
    const build = `bounds-${randomBytes(4).toString('hex')}`;
    const CAP = 300_000;
    const connections: Redis[] = [];
    const connect = () => {
      const r = new Redis(redisUrl);
      connections.push(r);
      return r;
    };
    const redis = connect();
    /** A process of its own (an empty memory): what it finds, it found in Redis. */
    const otherProcess = () => new HtmlCache({ redis: connect(), build, redisMaxBytesPerSite: CAP });
    const keysOf = async (pattern: string) => {
      const found: string[] = [];
      for await (const batch of redis.scanStream({ match: pattern, count: 500 }) as AsyncIterable<string[]>)
        found.push(...batch);
      return found;
    };
    afterAll(async () => {
      const mine = [
        ...(await keysOf(`news:html:${build}:*`)),
        ...(await keysOf(`news:html:*:${build}:*`)),
        ...(await keysOf(`${build}:limit:*`)),
      ];
      if (mine.length) await redis.del(...mine);
      await Promise.all(connections.map((c) => c.quit()));
    });

    it('keeps each site under its byte cap, least recently used out, and never evicts a rate-limit counter', async () => {
      const limits = new RedisHitStore(redis, `${build}:limit:`);
      for (let i = 0; i < 3; i++) await limits.hit('signin:203.0.113.7', 3_600_000);
      const writer = otherProcess();
      const soho = 'soho||/portada/?|public';
      await writer.set(soho, await page(10), writer.begin());
      const key = (i: number) => `semana||/nota-${i}/?|public`;
      for (let i = 0; i < 40; i++) {
        await writer.set(key(i), await page(10), writer.begin());
        // Read by another process now and then: the first page stays in use, so it is not the one to go.
        if (i % 4 === 0) expect(await otherProcess().get(key(0))).toBeDefined();
      }
      const values = await keysOf(`news:html:${build}:semana|*`);
      const sizes = await Promise.all(values.map((k) => redis.strlen(k)));
      const bytes = sizes.reduce((a, b) => a + b, 0);
      expect(bytes).toBeLessThanOrEqual(CAP);
      expect(await writer.sharedBytes('semana')).toBe(bytes);
      expect(values.length).toBeLessThan(15); // of 40 written
      const reader = otherProcess();
      expect(await reader.get(key(39))).toBeDefined(); // the newest
      expect(await reader.get(key(0))).toBeDefined(); // the oldest, but read all along
      expect(await reader.get(key(1))).toBeUndefined(); // the oldest unread
      expect(await reader.get(soho)).toBeDefined(); // another site's share is its own
      expect((await limits.hit('signin:203.0.113.7', 3_600_000)).count).toBe(4);
    });

    it('with REDIS_CACHE_URL keeps pages in that Redis, apart from the counters', async () => {
      // Database 1 of the same server stands for a Redis of its own.
      const pagesUrl = new URL(redisUrl);
      pagesUrl.pathname = '/1';
      const separate = connectPageCache(pagesUrl.toString(), { redis }, pino({ level: 'silent' }));
      try {
        await once(separate.redis!, 'ready');
        const cache = new HtmlCache({ redis: separate.redis, build, redisMaxBytesPerSite: CAP });
        const key = 'semana||/aparte/?|public';
        await cache.set(key, await page(5), cache.begin());
        expect(await separate.redis!.exists(`news:html:${build}:${key}`)).toBe(1);
        expect(await redis.exists(`news:html:${build}:${key}`)).toBe(0);
        await cache.purge(['site-test']);
        expect(await separate.redis!.exists(`news:html:${build}:${key}`)).toBe(0);
      } finally {
        const left = await separate.redis!.keys(`*${build}*`);
        if (left.length) await separate.redis!.del(...left);
        await separate.close();
      }
    });

    it('stores one page for 50 junk query strings through the app', async () => {
      const server = await startTestServer({ htmlCache: otherProcess() });
      try {
        for (let i = 0; i < 50; i++) await get(`${server.url}/?_website=semana&q=${i}&utm_campaign=c${i}`);
        const stored = await keysOf(`news:html:${build}:semana|${server.url}|*`);
        // The home's page, and the record of which query parameters it declares (none).
        expect(stored.sort()).toEqual([
          `news:html:${build}:semana|${server.url}|/#query`,
          `news:html:${build}:semana|${server.url}|/?|public`,
        ]);
      } finally {
        await server.close();
      }
    });
  });
