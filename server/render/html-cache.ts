import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RedisPageStore } from './redis-page-store';

/** A rendered page as it is served: its status, the headers it was sent with, and its bytes in every encoding. */
export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  /** Its surrogate keys: a purge of any of them drops it. */
  keys: string[];
  /** The query parameters its blocks declare (sorted): the only ones in its key (absent: none). */
  query?: string[];
  /** Hash of the identity bytes; each encoding's ETag adds its name. */
  etag: string;
  storedAt: number;
  br: Buffer;
  gzip: Buffer;
  identity: Buffer;
}

export type Freshness = 'fresh' | 'stale';

export interface HtmlCacheOptions {
  /** Shares entries between processes and broadcasts purges (REDIS_URL). */
  redis?: Redis;
  /** How long a page is served as it is (the public pages' `s-maxage`). */
  ttlMs?: number;
  /** How long after that a stale copy is served while one request renders it again (`stale-while-revalidate`). */
  staleMs?: number;
  /** Bytes kept in this process, every encoding counted. */
  maxBytes?: number;
  /** Bytes kept in Redis per site (our own LRU there, issue 24): past it the least recently used pages go. */
  redisMaxBytesPerSite?: number;
  /** The clock (tests move it instead of waiting). */
  now?: () => number;
  log?: Logger;
  /**
   * The client build the pages were rendered with (`buildId()`, server/render/assets.ts): shared copies are kept per
   * build, so after a deploy no process serves a page whose scripts and styles the new build no longer has.
   */
  build?: string;
}

const PREFIX = 'news:html:';
const KEY_SET = 'news:html:sk:';
const ACCOUNTING = 'news:html:acct:';
/** Where a path's query names are kept (beside its pages, under the same site): `#` never reaches a path. */
const queryMember = (base: string) => `${base}#query`;
const CHANNEL = 'news:html:purge';
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Brotli 6: close to 11's size on HTML at a small share of its time, paid once per render (not per request). */
const BROTLI_QUALITY = 6;

/** The three encodings of a page, compressed off the main thread (zlib's pool). */
export async function encodePage(
  html: string | Buffer,
): Promise<Pick<CachedPage, 'br' | 'gzip' | 'identity' | 'etag'>> {
  const identity = typeof html === 'string' ? Buffer.from(html) : html;
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: 6 }),
  ]);
  const etag = createHash('sha1').update(identity).digest('base64url').slice(0, 27);
  return { br, gzip: gz, identity, etag };
}

/** Redis value: a length-prefixed JSON head (everything but the bytes), then br, gzip and identity bytes. */
function pack(page: CachedPage): Buffer {
  const { br, gzip: gz, identity, ...rest } = page;
  const head = Buffer.from(JSON.stringify({ ...rest, sizes: [br.length, gz.length, identity.length] }));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(head.length);
  return Buffer.concat([length, head, br, gz, identity]);
}

function unpack(raw: Buffer): CachedPage {
  const headLength = raw.readUInt32BE(0);
  const head = JSON.parse(raw.subarray(4, 4 + headLength).toString()) as Omit<
    CachedPage,
    'br' | 'gzip' | 'identity'
  > & { sizes: [number, number, number] };
  const { sizes, ...rest } = head;
  let at = 4 + headLength;
  const [br, gz, identity] = sizes.map((size) => raw.subarray(at, (at += size)));
  return { ...rest, br, gzip: gz, identity };
}

/**
 * Rendered pages by request key (site, path, the query values blocks declare): in process, and in Redis when there
 * is one, so every process serves what one rendered. A purge by surrogate key drops matching pages here, in Redis and,
 * through a broadcast, in every other process. Entries past `ttlMs` are stale: served while one request renders again.
 */
export class HtmlCache {
  readonly ttlMs: number;
  readonly staleMs: number;
  private lru: LRUCache<string, CachedPage>;
  /** Per path (site, origin, path): the query parameters its page declares, as last rendered. */
  private queries = new LRUCache<string, string[]>({ max: 10_000 });
  private redis?: Redis;
  private store?: RedisPageStore;
  /** The cache's clock: ages and freshness are read from it. */
  readonly now: () => number;
  private inFlight = new Map<string, Promise<CachedPage | undefined>>();
  /** Bumped by every purge: a render that started before it must not store what it read before the change. */
  private generation = 0;
  /** Redis key prefixes of this build's pages and of their surrogate-key sets. */
  private readonly pagePrefix: string;
  private readonly keySetPrefix: string;

  constructor(private opts: HtmlCacheOptions = {}) {
    const build = opts.build ? `${opts.build}:` : '';
    this.pagePrefix = `${PREFIX}${build}`;
    this.keySetPrefix = `${KEY_SET}${build}`;
    this.ttlMs = opts.ttlMs ?? 60_000;
    this.staleMs = opts.staleMs ?? 300_000;
    this.redis = opts.redis;
    if (opts.redis)
      this.store = new RedisPageStore(
        opts.redis,
        { values: this.pagePrefix, accounting: `${ACCOUNTING}${build}` },
        opts.redisMaxBytesPerSite ?? 64 * 1024 * 1024,
      );
    this.now = opts.now ?? Date.now;
    this.lru = new LRUCache<string, CachedPage>({
      maxSize: opts.maxBytes ?? 128 * 1024 * 1024,
      sizeCalculation: (p) => p.br.length + p.gzip.length + p.identity.length + 512,
    });
  }

  /** The page stored under `key`, fresh or stale; none once past its stale window. A Redis fault reads as a miss. */
  async get(key: string): Promise<{ page: CachedPage; freshness: Freshness } | undefined> {
    let page = this.lru.get(key);
    if (!page && this.store) {
      const raw = await this.store.get(key, this.now()).catch((err: unknown) => this.warn(err, 'read'));
      if (raw) {
        page = unpack(raw);
        this.lru.set(key, page);
      }
    }
    return this.aged(key, page);
  }

  /** As `get`, from this process's copies only: no Redis round trip (the early lookup of every GET, decision 0048). */
  getLocal(key: string): { page: CachedPage; freshness: Freshness } | undefined {
    return this.aged(key, this.lru.get(key));
  }

  private aged(key: string, page: CachedPage | undefined): { page: CachedPage; freshness: Freshness } | undefined {
    if (!page) return undefined;
    const age = this.now() - page.storedAt;
    if (age > this.ttlMs + this.staleMs) {
      this.lru.delete(key);
      return undefined;
    }
    return { page, freshness: age > this.ttlMs ? 'stale' : 'fresh' };
  }

  /**
   * The query parameters the page at `base` (site, origin, path) declares, as its last stored render said; undefined
   * when no render of it is known (here, or in Redis unless `localOnly`).
   */
  async queryNames(base: string, localOnly = false): Promise<string[] | undefined> {
    let names = this.queries.get(base);
    if (names || localOnly || !this.store) return names;
    const raw = await this.store.get(queryMember(base), this.now()).catch((err: unknown) => this.warn(err, 'read'));
    if (!raw) return undefined;
    names = (JSON.parse(raw.toString()) as string[]).filter((n) => typeof n === 'string');
    this.queries.set(base, names);
    return names;
  }

  /** As `queryNames`, from this process's memory only. */
  localQueryNames(base: string): string[] | undefined {
    return this.queries.get(base);
  }

  /** Where a render begins: the purge generation it must still be in for its page to be stored. */
  begin(): number {
    return this.generation;
  }

  /** Stores the page rendered at `base` under `key` (base and the values of `page.query`). */
  async set(key: string, page: CachedPage, generation: number, base?: string): Promise<void> {
    if (generation !== this.generation) return; // a purge came while it rendered: what it read may be the old content
    const names = page.query ?? [];
    this.lru.set(key, page);
    if (base !== undefined) this.queries.set(base, names);
    if (!this.redis || !this.store) return;
    const keep = this.ttlMs + this.staleMs;
    const now = this.now();
    try {
      if (base !== undefined) await this.store.set(queryMember(base), JSON.stringify(names), keep, now);
      if ((await this.store.set(key, pack(page), keep, now)) < 0) return; // bigger than a site's whole share
      const batch = this.redis.multi();
      for (const k of page.keys) batch.sadd(this.keySetPrefix + k, key).pexpire(this.keySetPrefix + k, keep);
      await batch.exec();
    } catch (err) {
      this.warn(err, 'write');
    }
  }

  /** Drops one page here and in Redis (its re-render answered that it is gone or moved). */
  drop(key: string): void {
    this.lru.delete(key);
    void this.store?.drop([key]).catch((err: unknown) => this.warn(err, 'delete'));
  }

  /** Pages, and their bytes (every encoding), this process holds. */
  local(): { entries: number; bytes: number } {
    return { entries: this.lru.size, bytes: this.lru.calculatedSize };
  }

  /** Bytes the site's pages take in Redis, as our own LRU accounts them (0 without Redis). */
  async sharedBytes(site: string): Promise<number> {
    return this.store ? this.store.bytes(site) : 0;
  }

  /** The render of `key` in progress in this process, if any: a request for it waits instead of rendering again. */
  pending(key: string): Promise<CachedPage | undefined> | undefined {
    return this.inFlight.get(key);
  }

  track(key: string, render: Promise<CachedPage | undefined>): void {
    this.inFlight.set(key, render);
    void render.finally(() => {
      if (this.inFlight.get(key) === render) this.inFlight.delete(key);
    });
  }

  /** Drops every page carrying one of `keys` in every process. */
  async purge(keys: string[]): Promise<void> {
    if (!keys.length) return;
    this.dropLocal(keys);
    if (this.redis) {
      try {
        const members = await Promise.all(keys.map((k) => this.redis!.smembers(this.keySetPrefix + k)));
        await this.store!.drop([...new Set(members.flat())]);
        await this.redis.del(...keys.map((k) => this.keySetPrefix + k));
        await this.redis.publish(CHANNEL, JSON.stringify(keys));
      } catch (err) {
        this.warn(err, 'purge');
      }
    }
  }

  /** Listens for other processes' purges (a connection of its own, in subscriber mode). */
  async listen(subscriber: Redis): Promise<void> {
    await subscriber.subscribe(CHANNEL);
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== CHANNEL) return;
      try {
        const keys = JSON.parse(message) as unknown;
        if (Array.isArray(keys)) this.dropLocal(keys.filter((k): k is string => typeof k === 'string'));
      } catch (err) {
        this.warn(err, 'broadcast');
      }
    });
  }

  private dropLocal(keys: string[]): void {
    this.generation++;
    this.queries.clear(); // a published page may declare other parameters now
    const wanted = new Set(keys);
    for (const [key, page] of this.lru.entries()) if (page.keys.some((k) => wanted.has(k))) this.lru.delete(key);
  }

  /** Redis down: the process goes on with its own copies (issue 15, item 7), and says so. */
  private warn(err: unknown, what: string): undefined {
    this.opts.log?.warn({ err }, `html cache: redis ${what} failed`);
    return undefined;
  }
}

/**
 * What `purgeKeys(keys)` does (`app.locals.purgeKeys`: content changes, the page builder's publish): the HTML
 * cache of every process, then the CDN. Either may be absent.
 */
export function purgeEverywhere(
  cache: HtmlCache | undefined,
  cdn: ((keys: string[]) => Promise<void>) | undefined,
): (keys: string[]) => Promise<void> {
  return async (keys) => {
    const unique = [...new Set(keys)].filter(Boolean);
    if (!unique.length) return;
    await cache?.purge(unique);
    await cdn?.(unique);
  };
}
