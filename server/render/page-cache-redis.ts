import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { closeClients, redisOptions } from '../ops/redis';

export interface PageCacheRedis {
  redis?: Redis;
  /** Hears purges published on `redis` (the same instance). */
  subscriber?: Redis;
  close: () => Promise<void>;
}

/**
 * Where rendered pages live in Redis: REDIS_CACHE_URL's instance when it names one (its own `maxmemory` policy may
 * evict pages there, never a rate-limit counter, which stays in REDIS_URL's), else the shared connections.
 */
export function connectPageCache(
  cacheUrl: string | undefined,
  shared: { redis?: Redis; subscriber?: Redis },
  log: Logger,
): PageCacheRedis {
  if (!cacheUrl) return { ...shared, close: async () => undefined };
  const redis = new Redis(cacheUrl, redisOptions);
  const subscriber = new Redis(cacheUrl, { retryStrategy: redisOptions.retryStrategy });
  let lastWarning = 0;
  for (const client of [redis, subscriber])
    client.on('error', (err) => {
      if (Date.now() - lastWarning < 10_000) return; // one line every 10 s while it is down
      lastWarning = Date.now();
      log.warn({ err }, 'page cache Redis connection error');
    });
  return {
    redis,
    subscriber,
    close: () => closeClients(redis, subscriber),
  };
}
