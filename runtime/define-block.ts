import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { RenderContext } from './types';
import type { Sources } from '../server/sources/types';
import type { StoryDocument } from '../server/content/ans';

/** A config migration: turns a node's config of version `to - 1` into version `to`. */
export interface Migration {
  to: number;
  migrate: (config: Record<string, unknown>) => Record<string, unknown>;
}

export interface FetchContext extends RenderContext {
  sources: Sources;
  /** The content document of the page, on content (article) routes. */
  story?: StoryDocument;
}

export type BlockConfigShape = z.ZodObject;

export interface HeadTags {
  title?: string;
  description?: string;
  canonical?: string;
  image?: string;
  jsonLd?: Record<string, unknown>[];
  /** A page whose main block finds nothing (unknown author, tag) answers 404 while still rendering its message. */
  status?: 404;
}

export type Hydrate = 'load' | 'idle' | 'visible' | 'interaction';

export interface BlockProps<C, D> {
  config: C;
  data: D;
  ctx: RenderContext;
}

export interface BlockDefinition<S extends BlockConfigShape = BlockConfigShape, D = unknown> {
  name: string;
  /** One Spanish line for editors: shown when they pick the block in the page schema, and in docs/blocks.md. */
  description: string;
  version: number;
  migrations?: Migration[];
  config: S;
  fetch?: (config: z.output<S>, ctx: FetchContext) => Promise<D | null | undefined>;
  component: ComponentType<BlockProps<z.output<S>, D>>;
  /** Tags the block adds to the page head (title, canonical, JSON-LD), from the same data. */
  head?: (config: z.output<S>, data: D, ctx: RenderContext) => HeadTags;
  /** false: server HTML only, no JavaScript. Otherwise the block hydrates as an island. */
  interactive?: false | { hydrate: Hydrate };
}

export function defineBlock<S extends BlockConfigShape, D = null>(def: BlockDefinition<S, D>): BlockDefinition<S, D> {
  const versions = (def.migrations ?? []).map((m) => m.to);
  if (versions.some((v, i) => v !== (versions[i - 1] ?? versions[0] - 1) + 1 || v > def.version)) {
    throw new Error(`${def.name}: migrations must be consecutive and end at or before version ${def.version}`);
  }
  return def;
}

/** Props of a block's component, derived from its definition. */
export type PropsOf<B> = B extends BlockDefinition<infer S, infer D> ? BlockProps<z.output<S>, D> : never;
export type ConfigOf<B> = B extends BlockDefinition<infer S, unknown> ? z.output<S> : never;
/** Data of a block's fetch, derived from its definition. */
export type DataOf<B> = B extends BlockDefinition<BlockConfigShape, infer D> ? D : never;

/** Spec 3, 1: a block whose content list is empty or missing renders nothing. */
export function isEmptyData(data: unknown): boolean {
  if (data == null) return true;
  if (Array.isArray(data)) return data.length === 0;
  if (typeof data === 'object' && 'items' in data && Array.isArray((data as { items: unknown }).items)) {
    return (data as { items: unknown[] }).items.length === 0;
  }
  return false;
}

export type AnyBlock = BlockDefinition<BlockConfigShape, unknown>;
