import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { sourceDefinitions, type SourceName } from './index';
import type { Sources } from './types';

interface Entry {
  value: unknown;
}
type Thunk = () => Promise<unknown>;

/**
 * Process-wide cache of source answers, keyed by site + source + params. lru-cache gives us
 * TTL, stale-while-revalidate, serving stale on error and de-duplication of in-flight calls
 * (identical calls within one request, or from concurrent requests, run once).
 */
export function createSourceCache(max = 5000): LRUCache<string, Entry, Thunk> {
  return new LRUCache<string, Entry, Thunk>({
    max,
    ttl: 60_000,
    allowStale: true,
    allowStaleOnFetchRejection: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
  });
}
export type SourceCache = ReturnType<typeof createSourceCache>;

export class SourceParamsError extends Error {
  constructor(
    readonly source: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`${source}: ${issues.map((i) => `${i.path.length ? i.path.join('.') : 'query'}: ${i.message}`).join('; ')}`);
  }
}

function stableKey(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  if (Array.isArray(value)) return `[${value.map(stableKey).join(',')}]`;
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  entries.sort(([a], [b]) => (a < b ? -1 : 1));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableKey(v)}`).join(',')}}`;
}

export async function callSource(
  name: SourceName,
  rawParams: unknown,
  opts: { db: Db; site: string; now: number; cache: SourceCache },
): Promise<unknown> {
  const def = sourceDefinitions[name];
  const parsed = def.params.safeParse(rawParams ?? {});
  if (!parsed.success) throw new SourceParamsError(name, parsed.error.issues);
  const params = parsed.data;
  const key = `${opts.site}|${name}|${stableKey(params)}`;
  const entry = await opts.cache.fetch(key, {
    ttl: def.ttl * 1000,
    // The cast erases which source this is; `params` was parsed by that same source's schema.
    context: () => (def.fetch as (p: unknown, c: typeof opts) => Promise<unknown>)(params, opts),
  });
  return entry?.value;
}

/** The typed `ctx.sources` object blocks call. */
export function createSources(opts: { db: Db; site: string; now: number; cache: SourceCache }): Sources {
  const out: Record<string, (params: unknown) => Promise<unknown>> = {};
  for (const name of Object.keys(sourceDefinitions) as SourceName[]) {
    out[name] = (params) => callSource(name, params, opts);
  }
  return out as Sources;
}

/**
 * Drops every cached answer of one site, so the next request reads the new version of a story on its page and in
 * every list (any list of the site could contain it).
 */
export function invalidateSite(cache: SourceCache, site: string): void {
  for (const key of [...cache.keys()]) if (key.startsWith(`${site}|`)) cache.delete(key);
}
