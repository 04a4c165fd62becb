import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';

interface Entry {
  value: unknown;
}
interface Shared {
  v: unknown;
  /** Epoch ms until which the shared copy is fresh; after it, it is only served when the source fails. */
  exp: number;
}
type Thunk = () => Promise<unknown>;

const PREFIX = 'news:src:';
const CHANNEL = 'news:invalidate';
/** How long a shared copy outlives its TTL, to be served when the source errors. */
const STALE_FACTOR = 10;

/**
 * Cache of source answers keyed by site + source + params. In process, lru-cache gives TTL,
 * stale-while-revalidate, stale-on-error and de-duplication of in-flight calls (identical calls within one request
 * or across concurrent requests run once). With Redis, answers are shared by every process, and an invalidation is
 * broadcast so every process drops its own copies at once.
 */
export class SourceCache {
  private lru: LRUCache<string, Entry, Thunk>;
  private listeners: ((site: string) => void)[] = [];

  constructor(
    private redis?: Redis,
    max = 5000,
  ) {
    this.lru = new LRUCache<string, Entry, Thunk>({
      max,
      ttl: 60_000,
      allowStale: true,
      allowStaleOnFetchRejection: true,
      noDeleteOnFetchRejection: true,
      fetchMethod: async (key, _stale, { context, options }) => ({
        value: await this.load(key, options.ttl ?? 60_000, context),
      }),
    });
  }

  async get(key: string, ttlMs: number, load: Thunk): Promise<unknown> {
    const entry = await this.lru.fetch(key, { ttl: ttlMs, context: load });
    return entry?.value;
  }

  private async load(key: string, ttlMs: number, compute: Thunk): Promise<unknown> {
    if (!this.redis) return compute();
    const raw = await this.redis.get(PREFIX + key).catch(() => null);
    const shared = raw ? (JSON.parse(raw) as Shared) : null;
    if (shared && shared.exp > Date.now()) return shared.v;
    try {
      const value = await compute();
      const copy: Shared = { v: value, exp: Date.now() + ttlMs };
      await this.redis.set(PREFIX + key, JSON.stringify(copy), 'PX', ttlMs * STALE_FACTOR).catch(() => undefined);
      return value;
    } catch (err) {
      if (shared) return shared.v;
      throw err;
    }
  }

  /**
   * Drops every cached answer of one site (any list of the site could contain a changed story), here, in Redis
   * and, through the broadcast, in every other process.
   */
  async invalidateSite(site: string): Promise<void> {
    this.dropLocal(site);
    if (!this.redis) return;
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${PREFIX}${site}|*`, 'COUNT', 500);
      if (keys.length) await this.redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    await this.redis.publish(CHANNEL, site);
  }

  /** Listens for other processes' invalidations (needs a connection of its own, in subscriber mode). */
  async listen(subscriber: Redis): Promise<void> {
    await subscriber.subscribe(CHANNEL);
    subscriber.on('message', (_channel: string, site: string) => this.dropLocal(site));
  }

  /** Caches built on the site's answers (rendered block HTML) drop theirs with them, here and on a broadcast. */
  onInvalidate(listener: (site: string) => void): void {
    this.listeners.push(listener);
  }

  private dropLocal(site: string): void {
    for (const key of [...this.lru.keys()]) if (key.startsWith(`${site}|`)) this.lru.delete(key);
    for (const listener of this.listeners) listener(site);
  }
}

export function createSourceCache(redis?: Redis): SourceCache {
  return new SourceCache(redis);
}
