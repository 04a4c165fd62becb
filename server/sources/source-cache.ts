import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';
import { recordCache, type CacheResult } from '../ops/metrics';

interface Entry {
  value: unknown;
}
interface Shared {
  v: unknown;
  /** Epoch ms until which the shared copy is fresh; after it, it is only served when the source fails. */
  exp: number;
}
type Thunk = () => Promise<unknown>;
/** Where a failing source is reported when a stale copy hides the failure from the caller. */
export type WarnLog = { warn: (obj: object, msg: string) => void };

const consoleLog: WarnLog = { warn: (obj, msg) => console.warn(msg, obj) };
// lru-cache's word for how a fetch was answered; a call that joined one in flight shared its answer (a hit).
const RESULTS: Record<string, CacheResult> = { hit: 'hit', inflight: 'hit', stale: 'stale', miss: 'miss' };

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
    private log: WarnLog = consoleLog,
    /** Prefix of this deployment's keys and channel in Redis (tests use one of their own). */
    private namespace = 'news:',
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

  /**
   * The answer for `key`, loading it when missing or expired. A failing load with a copy to fall back on answers the
   * copy (the failure is logged); without one it throws: a failure is never answered, or kept, as an empty answer.
   */
  async get(key: string, ttlMs: number, load: Thunk): Promise<unknown> {
    const status: LRUCache.Status<string, Entry, Thunk> = {};
    const entry = await this.lru.fetch(key, { ttl: ttlMs, context: load, status });
    recordCache('source', RESULTS[status.fetch ?? 'miss'] ?? 'miss');
    if (status.fetchRejected && status.returnedStale)
      this.log.warn({ key, err: status.fetchError }, 'source failed; serving its stale copy');
    // lru-cache answers undefined when a load failed with nothing stale; a call that joined it has no error of its own.
    if (entry === undefined) throw status.fetchError ?? new Error(`source failed: ${key}`);
    return entry.value;
  }

  private async load(key: string, ttlMs: number, compute: Thunk): Promise<unknown> {
    if (!this.redis) return compute();
    const raw = await this.redis.get(this.namespace + 'src:' + key).catch(() => null);
    const shared = raw ? (JSON.parse(raw) as Shared) : null;
    if (shared && shared.exp > Date.now()) return shared.v;
    try {
      const value = await compute();
      const copy: Shared = { v: value, exp: Date.now() + ttlMs };
      await this.redis
        .set(this.namespace + 'src:' + key, JSON.stringify(copy), 'PX', ttlMs * STALE_FACTOR)
        .catch(() => undefined);
      return value;
    } catch (err) {
      if (!shared) throw err;
      this.log.warn({ key, err }, 'source failed; serving its shared stale copy');
      return shared.v;
    }
  }

  /**
   * Drops every cached answer of one site (any list of the site could contain a changed story), here, in Redis
   * and, through the broadcast, in every other process.
   */
  async invalidateSite(site: string): Promise<void> {
    this.dropLocal(site);
    if (!this.redis) return;
    try {
      let cursor = '0';
      do {
        const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${this.namespace}src:${site}|*`, 'COUNT', 500);
        if (keys.length) await this.redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
      await this.redis.publish(`${this.namespace}invalidate`, site);
    } catch (err) {
      // Redis down: this process has dropped its copies; the others' expire with their TTL (a minute or so).
      this.log.warn({ site, err }, 'cache invalidation not shared: Redis unreachable');
    }
  }

  /** Listens for other processes' invalidations (needs a connection of its own, in subscriber mode). */
  async listen(subscriber: Redis): Promise<void> {
    await subscriber.subscribe(`${this.namespace}invalidate`);
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

export function createSourceCache(redis?: Redis, log?: WarnLog, namespace?: string): SourceCache {
  return new SourceCache(redis, 5000, log, namespace);
}
