import { afterAll, describe, expect, it, vi } from 'vitest';
import { Redis } from 'ioredis';
import { SourceCache } from './source-cache';

const redisUrl = process.env.REDIS_URL;
const connections: Redis[] = [];
const connect = () => {
  const r = new Redis(redisUrl!);
  connections.push(r);
  return r;
};
afterAll(() => Promise.all(connections.map((c) => c.quit())));

const targets: [string, () => SourceCache][] = [['in-process', () => new SourceCache()]];
if (redisUrl) targets.push(['Redis', () => new SourceCache(connect())]);
const unique = () => `site${Math.random().toString(36).slice(2)}`;

describe.each(targets)('source cache (%s)', (_name, make) => {
  it('runs identical concurrent calls once and serves the cached answer within the TTL', async () => {
    const cache = make();
    const load = vi.fn(async () => ({ n: 1 }));
    const key = `${unique()}|content-apir|{}`;
    const answers = await Promise.all([cache.get(key, 60_000, load), cache.get(key, 60_000, load)]);
    expect(answers).toEqual([{ n: 1 }, { n: 1 }]);
    await cache.get(key, 60_000, load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves the stale answer when the source errors after the TTL', async () => {
    const cache = make();
    const key = `${unique()}|content-apir|{}`;
    await cache.get(key, 20, async () => 'viejo');
    await new Promise((r) => setTimeout(r, 40));
    const answer = await cache.get(key, 20, async () => Promise.reject(new Error('caído')));
    expect(answer).toBe('viejo');
  });

  it('throws when the source fails with no copy to serve, and keeps nothing: the next call asks the source again', async () => {
    const cache = make();
    const key = `${unique()}|content-apir|{}`;
    const failing = vi.fn(async () => Promise.reject(new Error('caído')));
    await expect(Promise.all([cache.get(key, 60_000, failing), cache.get(key, 60_000, failing)])).rejects.toThrow();
    await expect(cache.get(key, 60_000, failing)).rejects.toThrow('caído');
    expect(await cache.get(key, 60_000, async () => 'repuesto')).toBe('repuesto');
  });

  it('drops a site’s answers on invalidation and only that site’s', async () => {
    const cache = make();
    const site = unique();
    await cache.get(`${site}|a|{}`, 60_000, async () => 1);
    await cache.get(`other${site}|a|{}`, 60_000, async () => 1);
    await cache.invalidateSite(site);
    expect(await cache.get(`${site}|a|{}`, 60_000, async () => 2)).toBe(2);
    expect(await cache.get(`other${site}|a|{}`, 60_000, async () => 2)).toBe(1);
  });
});

// Runs wherever REDIS_URL is set (CI sets it); defined only then, so nothing is reported as skipped.
if (redisUrl)
  describe('shared cache across processes (Redis)', () => {
    it('a second process reads the first one’s answer and drops its copy when the first invalidates', async () => {
      const [a, b] = [new SourceCache(connect()), new SourceCache(connect())];
      await b.listen(connect());
      const key = `${unique()}|content-apir|{}`;
      await a.get(key, 60_000, async () => 'primero');
      expect(await b.get(key, 60_000, async () => 'recalculado')).toBe('primero');
      await a.invalidateSite(key.split('|')[0]);
      await new Promise((r) => setTimeout(r, 100)); // the broadcast arrives asynchronously
      expect(await b.get(key, 60_000, async () => 'nuevo')).toBe('nuevo');
    });
  });
