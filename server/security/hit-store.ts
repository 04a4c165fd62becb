import type { Redis } from 'ioredis';
import type { IncrementResponse, Options, Store } from 'express-rate-limit';

/**
 * Counters behind every rate limit and throttle: fixed windows, one counter per key. In memory they hold for
 * one process; with REDIS_URL every process counts in the same Redis keys, so two processes do not allow
 * twice the attempts.
 */
export interface HitStore {
  /** Counts one hit on `key` in its current window: the hits so far in it and when it ends (ms since epoch). */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  /** Takes one hit back. */
  unhit(key: string): Promise<void>;
  /** Forgets every key that starts with `prefix` (all keys without one). */
  reset(prefix?: string): Promise<void>;
}

export class MemoryHitStore implements HitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  hit(key: string, windowMs: number) {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count++;
    if (this.windows.size > 50_000) this.sweep(now);
    return Promise.resolve({ ...window });
  }

  unhit(key: string) {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count--;
    return Promise.resolve();
  }

  /** Synchronous underneath, so a test's reset holds even when the caller does not wait for it. */
  reset(prefix = '') {
    for (const key of [...this.windows.keys()]) if (key.startsWith(prefix)) this.windows.delete(key);
    return Promise.resolve();
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

// INCR and the expiry in one step: a window never outlives its length, whichever process opened it.
const HIT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {c, ttl}`;

export class RedisHitStore implements HitStore {
  constructor(
    private readonly redis: Redis,
    /** Namespace of this deployment's counters (tests use one per test). */
    private readonly namespace = 'limit:',
  ) {}

  async hit(key: string, windowMs: number) {
    const [count, ttl] = (await this.redis.eval(HIT, 1, this.namespace + key, String(windowMs))) as [number, number];
    return { count, resetAt: Date.now() + ttl };
  }

  async unhit(key: string) {
    await this.redis.decr(this.namespace + key);
  }

  async reset(prefix = '') {
    const stream = this.redis.scanStream({ match: `${this.namespace}${prefix}*`, count: 500 });
    for await (const keys of stream as AsyncIterable<string[]>) if (keys.length) await this.redis.del(...keys);
  }
}

/** express-rate-limit's Store over a HitStore, so its limits are shared like the others. */
export class RateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;

  constructor(
    private readonly hits: HitStore,
    readonly prefix: string,
  ) {}

  init(options: Options) {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const { count, resetAt } = await this.hits.hit(this.prefix + key, this.windowMs);
    return { totalHits: count, resetTime: new Date(resetAt) };
  }

  decrement(key: string) {
    return this.hits.unhit(this.prefix + key);
  }

  resetKey(key: string) {
    return this.hits.reset(this.prefix + key);
  }
}
