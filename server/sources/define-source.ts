import type { z } from 'zod';
import type { Db } from '../db/client';

export interface SourceContext {
  db: Db;
  /** Site slug: every source answers for one site only. */
  site: string;
  now: number;
}

export interface SourceDefinition<P extends z.ZodType = z.ZodType, R = unknown> {
  name: string;
  params: P;
  /** Seconds an answer stays fresh in the cache. */
  ttl: number;
  fetch: (params: z.output<P>, ctx: SourceContext) => Promise<R>;
}

export function defineSource<P extends z.ZodType, R>(def: SourceDefinition<P, R>): SourceDefinition<P, R> {
  return def;
}
