import type { z } from 'zod';
import type { sourceDefinitions } from './index';

type Defs = typeof sourceDefinitions;

/** What a block's fetch calls: one function per named source, params typed from its zod schema. */
export type Sources = {
  [K in keyof Defs]: (params: z.input<Defs[K]['params']>) => Promise<Awaited<ReturnType<Defs[K]['fetch']>>>;
};

export type SourceResult<K extends keyof Defs> = Awaited<ReturnType<Defs[K]['fetch']>>;
