import type { SourceCache } from '../source-cache';
import { BusyError, createLimiter } from '../../images/limit';
import type { ArcSettings } from './settings';

/** An answer of Arc's other than 2xx or 404, or no answer at all: the source fails as a failing source does. */
export class ArcError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ArcError';
  }
}

export type ArcQuery = Record<string, string | number | undefined>;

export interface ArcClientOptions {
  /**
   * Answers kept by request address, with stale-on-error and one call for identical requests in flight (the app's
   * source cache, so a content change drops them with the site's other answers). None: every call goes to Arc
   * (`content:sync`, which reads each page once).
   */
  cache?: SourceCache;
  /** Abandon a request after this long (default 5 s; the sync waits longer). */
  timeoutMs?: number;
  /** Requests to Arc at once; more wait, and past `maxWaiting` a request fails at once (Arc limits its rate). */
  concurrency?: number;
  maxWaiting?: number;
  fetch?: typeof globalThis.fetch;
}

/**
 * The address of one call, with its parameters in the order given and empty ones left out: the paths are written as
 * Arc documents them (`/content/v4/search/published?website=…&q=…`), and the address is the cache key.
 */
export function arcPath(path: string, query: ArcQuery = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * A small client of Arc's public read APIs: the token on every call, a time limit, a bound on calls at once, and
 * (with a cache) each distinct request made once per TTL however many blocks, pages or processes ask for it.
 */
export class ArcClient {
  private readonly limit: ReturnType<typeof createLimiter>;
  private readonly fetchImpl: typeof globalThis.fetch;

  constructor(
    readonly settings: Pick<ArcSettings, 'base' | 'token'>,
    private readonly options: ArcClientOptions = {},
  ) {
    this.limit = createLimiter(options.concurrency ?? 8, options.maxWaiting ?? 200);
    this.fetchImpl = options.fetch ?? globalThis.fetch;
  }

  /**
   * The JSON at `path` (null when Arc answers 404). With a cache, keyed by the site (so the site's invalidation drops
   * it) and the address; a copy past its TTL is served while Arc fails.
   */
  async get<T>(site: string, path: string, query: ArcQuery, ttlSeconds: number): Promise<T | null> {
    const address = arcPath(path, query);
    if (!this.options.cache) return this.request<T>(address);
    return this.options.cache.get(`${site}|arc|${address}`, ttlSeconds * 1000, () =>
      this.request<T>(address),
    ) as Promise<T | null>;
  }

  private async request<T>(address: string): Promise<T | null> {
    try {
      return await this.limit(async () => {
        const res = await this.fetchImpl(this.settings.base + address, {
          headers: { Authorization: `Bearer ${this.settings.token}`, Accept: 'application/json' },
          signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
          redirect: 'error',
        });
        if (res.status === 404) {
          await res.body?.cancel();
          return null;
        }
        if (!res.ok) {
          await res.body?.cancel();
          throw new ArcError(`Arc answered ${res.status} for ${address}`, res.status);
        }
        return (await res.json()) as T;
      });
    } catch (err) {
      if (err instanceof ArcError) throw err;
      if (err instanceof BusyError) throw new ArcError(`too many Arc requests waiting; ${address} not sent`);
      throw new ArcError(`Arc unreachable for ${address}: ${(err as Error).message}`);
    }
  }
}
