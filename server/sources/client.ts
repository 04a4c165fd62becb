import type { z } from 'zod';
import type { Db } from '../db/client';
import { sourceDefinitions, type SourceName } from './index';
import type { Sources } from '../../contracts/sources';
import type { SourceCache } from './source-cache';
import { timeSource } from '../ops/metrics';
import type { ContentBackend } from './backend';

export { createSourceCache, SourceCache } from './source-cache';

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

export interface SourceOptions {
  db: Db;
  site: string;
  now: number;
  cache: SourceCache;
  /** Where the site's content is read from (server/sources/backend.ts); default: the local store. */
  backend?: ContentBackend;
}

export async function callSource(name: SourceName, rawParams: unknown, opts: SourceOptions): Promise<unknown> {
  const def = opts.backend ? opts.backend.source(opts.site, name) : sourceDefinitions[name];
  const parsed = def.params.safeParse(rawParams ?? {});
  if (!parsed.success) throw new SourceParamsError(name, parsed.error.issues);
  const params = parsed.data;
  const key = `${opts.site}|${name}|${stableKey(params)}`;
  // The cast erases which source this is; `params` was parsed by that same source's schema.
  return opts.cache.get(key, def.ttl * 1000, () =>
    timeSource(name, () => (def.fetch as (p: unknown, c: typeof opts) => Promise<unknown>)(params, opts)),
  );
}

/** The typed `ctx.sources` object blocks call. */
export function createSources(opts: SourceOptions): Sources {
  const out: Record<string, (params: unknown) => Promise<unknown>> = {};
  for (const name of Object.keys(sourceDefinitions) as SourceName[]) {
    out[name] = (params) => callSource(name, params, opts);
  }
  return out as Sources;
}
