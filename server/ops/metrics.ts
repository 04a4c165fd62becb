import type { NextFunction, Request, Response } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { CHUNK_DIR } from '../../runtime/client/chunk-load';

/**
 * Prometheus metrics of this process (issue 15, item 8). One registry per process: with several workers each
 * answers for itself, and Prometheus scrapes them as separate targets (decision 0040).
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

/** What a request asked for, as the latency panels group it. */
export type PageKind = 'home' | 'section' | 'article' | 'page' | 'api' | 'asset' | 'image' | 'ops' | 'other';

const requests = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request, by page kind and status class',
  labelNames: ['kind', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const cacheLookups = new Counter({
  name: 'cache_lookups_total',
  help: 'Cache lookups by cache (source, html…) and result (hit, miss, stale); hit ratio = hit / all',
  labelNames: ['cache', 'result'] as const,
  registers: [registry],
});

const sourceCalls = new Histogram({
  name: 'source_fetch_duration_seconds',
  help: 'Time a content source took to answer (cache misses only), by source and outcome',
  labelNames: ['source', 'outcome'] as const,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

const sourceErrors = new Counter({
  name: 'source_errors_total',
  help: 'Content source calls that failed, by source',
  labelNames: ['source'] as const,
  registers: [registry],
});

const blockRenderErrors = new Counter({
  name: 'block_render_errors_total',
  help: 'Blocks left out of a page because their component threw while rendering on the server, by block',
  labelNames: ['block'] as const,
  registers: [registry],
});

/** Counts one block left out of a page because its component threw (runtime/render.tsx). */
export function recordBlockRenderError(block: string): void {
  blockRenderErrors.inc({ block });
}

export type CacheResult = 'hit' | 'miss' | 'stale';

/** Lookups per cache since the process started, for the ratio below (the counter above is for rates). */
const lookups = new Map<string, Record<CacheResult, number>>();

new Gauge({
  name: 'cache_hit_ratio',
  help: 'Share of lookups answered from the cache (hit or stale) since the process started, by cache; for a recent ratio, divide rates of cache_lookups_total',
  labelNames: ['cache'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const [cache, n] of lookups) {
      const all = n.hit + n.stale + n.miss;
      if (all > 0) this.set({ cache }, (n.hit + n.stale) / all);
    }
  },
});

/** Counts one lookup in a cache; the HTML cache calls it with kind 'html'. */
export function recordCache(kind: string, result: CacheResult): void {
  cacheLookups.inc({ cache: kind, result });
  const n = lookups.get(kind) ?? { hit: 0, stale: 0, miss: 0 };
  n[result] += 1;
  lookups.set(kind, n);
}

/** Times one source call that reached the source; a failure also counts as an error. */
export async function timeSource<T>(source: string, run: () => Promise<T>): Promise<T> {
  const end = sourceCalls.startTimer({ source });
  try {
    const value = await run();
    end({ outcome: 'ok' });
    return value;
  } catch (err) {
    end({ outcome: 'error' });
    sourceErrors.inc({ source });
    throw err;
  }
}

type PoolStats = () => { total: number; idle: number; waiting: number };
const pools = new Set<PoolStats>();
new Gauge({
  name: 'db_pool_connections',
  help: 'PostgreSQL pool connections by state (open, idle, waiting requests); absent with PGlite',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const stats of pools) {
      const s = stats();
      this.inc({ state: 'open' }, s.total);
      this.inc({ state: 'idle' }, s.idle);
      this.inc({ state: 'waiting' }, s.waiting);
    }
  },
});

/** Reports a database pool's use on /metrics until the returned function is called (the pool closed). */
export function watchPool(stats: PoolStats | undefined): () => void {
  if (!stats) return () => undefined;
  pools.add(stats);
  return () => pools.delete(stats);
}

/** The kind of a request by its address; the page handler refines it (article, section) in `res.locals.pageKind`. */
export function kindOfPath(path: string): PageKind {
  if (path === '/') return 'home';
  if (path.startsWith(`/${CHUNK_DIR}/`)) return 'asset';
  if (/^\/(api|identity|sales|newsletter)\//.test(path)) return 'api';
  if (path.startsWith('/images/')) return 'image';
  if (path === '/healthz' || path === '/readyz' || path === '/metrics') return 'ops';
  return 'page';
}

/** Times every request, labelled when it finishes (by then the handler has said what kind of page it was). */
export function requestMetrics() {
  return (req: Request, res: Response, next: NextFunction) => {
    const end = requests.startTimer();
    res.on('finish', () => {
      const kind = (res.locals.pageKind as PageKind | undefined) ?? kindOfPath(req.path);
      end({ kind, status: `${Math.floor(res.statusCode / 100)}xx` });
    });
    next();
  };
}
