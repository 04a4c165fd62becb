import { once } from 'node:events';
import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';
import { createSourceCache, type SourceCache } from '../sources/client';
import { MemoryHitStore, RedisHitStore, type HitStore } from '../security/hit-store';

/**
 * With Redis down a request must not wait for it: a command fails at once while the connection is down (no offline
 * queue) or after `commandTimeout` when Redis stops answering, and the caller falls back to this process's own
 * copy (source cache) or counters (limits). The client keeps reconnecting in the background.
 */
export const redisOptions: RedisOptions = {
  enableOfflineQueue: false,
  commandTimeout: 500,
  maxRetriesPerRequest: 1,
  connectTimeout: 2000,
  retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
};

/** Counts in Redis; while Redis fails, in this process (limits hold per process until it is back). */
/** Quits the clients politely, then drops whatever a quit could not reach (a Redis that is down). */
export async function closeClients(...clients: Redis[]): Promise<void> {
  await Promise.allSettled(clients.map((client) => client.quit()));
  for (const client of clients) client.disconnect();
}

export class FallbackHitStore implements HitStore {
  private readonly local = new MemoryHitStore();

  constructor(
    private readonly shared: HitStore,
    private readonly onFallback: (err: unknown) => void,
  ) {}

  private async either<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    try {
      return await shared();
    } catch (err) {
      this.onFallback(err);
      return local();
    }
  }

  hit(key: string, windowMs: number) {
    return this.either(
      () => this.shared.hit(key, windowMs),
      () => this.local.hit(key, windowMs),
    );
  }

  unhit(key: string) {
    return this.either(
      () => this.shared.unhit(key),
      () => this.local.unhit(key),
    );
  }

  async reset(prefix?: string) {
    await this.local.reset(prefix);
    await this.shared.reset(prefix);
  }
}

export interface SharedState {
  redis?: Redis;
  /** The connection in subscribe mode that hears purges (the source and HTML caches listen on it). */
  subscriber?: Redis;
  cache: SourceCache;
  limits?: HitStore;
  close: () => Promise<void>;
}

/**
 * The state every process shares through Redis (REDIS_URL): source answers, their invalidation broadcast, and the
 * counters of every limit. Without a URL, a cache of this process only (and the app's in-memory limits).
 */
export async function connectShared(
  url: string | undefined,
  log: Logger,
  opts: { waitMs?: number; namespace?: string } = {},
): Promise<SharedState> {
  const { waitMs = 2000, namespace } = opts;
  if (!url) return { cache: createSourceCache(undefined, log), close: async () => undefined };
  const redis = new Redis(url, redisOptions);
  // A subscriber keeps its offline queue: its SUBSCRIBE waits for the connection and is renewed on every reconnect.
  const subscriber = new Redis(url, { retryStrategy: redisOptions.retryStrategy });
  let lastWarning = 0;
  const warn = (err: unknown, msg: string) => {
    // One line every 10 s, not one per request, while Redis is down.
    if (Date.now() - lastWarning < 10_000) return;
    lastWarning = Date.now();
    log.warn({ err }, msg);
  };
  for (const client of [redis, subscriber]) client.on('error', (err) => warn(err, 'Redis connection error'));
  const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), waitMs).unref());
  if ((await Promise.race([once(redis, 'ready'), timer])) === 'timeout')
    log.warn({ url: new URL(url).host }, 'Redis unreachable at start; using in-process fallbacks until it answers');
  const cache = createSourceCache(redis, log, namespace);
  cache.listen(subscriber).catch((err: unknown) => log.error({ err }, 'cache invalidation listener failed'));
  const limits = new FallbackHitStore(new RedisHitStore(redis, namespace && `${namespace}limit:`), (err) =>
    warn(err, 'Redis unreachable: limits counted in this process'),
  );
  return {
    redis,
    subscriber,
    cache,
    limits,
    close: () => closeClients(redis, subscriber),
  };
}
