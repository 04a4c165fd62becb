import type { ComponentType } from 'react';
import { z } from 'zod';
import type { RenderContext } from './types';
import type { Sources } from '../contracts/sources';
import type { StoryDocument } from '../contracts/ans';
import type { Reader } from '../contracts/entitlement';

/** A config migration: turns a node's config of version `to - 1` into version `to`. */
export interface Migration {
  to: number;
  migrate: (config: Record<string, unknown>) => Record<string, unknown>;
}

export interface FetchContext extends RenderContext {
  sources: Sources;
  /** The content document of the page, on content (article) routes. */
  story?: StoryDocument;
  /**
   * Who reads, once the server has checked it: the premium answer of an entitled reader, or a page request with the
   * page-session cookie (decision 0025). The public, cached page has none: it is fetched for an anonymous reader.
   */
  reader?: Reader;
  /**
   * The story addresses the page's other blocks show (the page's own story included), for a block that declares
   * `leavesOutShown`: an index such as 'Lo más leído' then lists none of them again (issue 14: no headline twice).
   */
  shown?: ReadonlySet<string>;
}

export type BlockConfigShape = z.ZodObject;
/** What a block reads from the request's query string: every key optional or defaulted (a bad value is dropped). */
export type BlockQueryShape = z.ZodObject;
/**
 * What a block's fetch gets: the request's context with the query values its own `query` schema accepted (the
 * runtime always sets it; optional so a test may call a fetch without it).
 */
export type BlockFetchContext<Q extends BlockQueryShape = BlockQueryShape> = FetchContext & { query?: z.output<Q> };

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

export interface BlockDefinition<
  S extends BlockConfigShape = BlockConfigShape,
  D = unknown,
  Q extends BlockQueryShape = BlockQueryShape,
> {
  name: string;
  /** One Spanish line for editors: shown when they pick the block in the page schema, and in docs/blocks.md. */
  description: string;
  version: number;
  migrations?: Migration[];
  config: S;
  /**
   * The query-string parameters the block reads (e.g. `q`), parsed by the runtime for its fetch as `ctx.query`;
   * a value the schema refuses is dropped, never an error.
   */
  query?: Q;
  /** Server data for the component; null renders nothing (the runtime does not guess emptiness from its shape). */
  fetch?: (config: z.output<S>, ctx: BlockFetchContext<Q>) => Promise<D | null>;
  component: ComponentType<BlockProps<z.output<S>, D>>;
  /**
   * An index of stories the page may already show (latest news, most read): its fetch runs after the other blocks'
   * and gets their story addresses as `ctx.shown`, to leave them out.
   */
  leavesOutShown?: true;
  /** Tags the block adds to the page head (title, canonical, JSON-LD), from the same data. */
  head?: (config: z.output<S>, data: D, ctx: RenderContext) => HeadTags;
  /**
   * What the island's props carry of the data, when less than the server renders from: the parts the component wraps
   * in `ServerHtml` keep the server's markup on hydration, so their data can be left out here. All of it by default.
   */
  islandData?: (data: D) => D;
  /**
   * false: server HTML only, no JavaScript. Otherwise the block hydrates as an island. `plainLinks`: its links need
   * none of its code, so with `interaction` a click on one navigates at once instead of waiting for the island.
   */
  interactive?: false | { hydrate: Hydrate; plainLinks?: true };
  /**
   * The block's HTML may be reused between requests of one site: this names what it depends on besides the site,
   * the block and its config (e.g. the year for the footer, the path for the header's sign-in links); null renders
   * afresh. Only for blocks whose output is a pure function of those (docs/decisions/0041-page-speed.md).
   */
  htmlCache?: (config: z.output<S>, data: D, ctx: RenderContext) => string | null;
}

/** Spec 3, 3: every block has it, and a block renders nothing until an editor sets it. */
const published = z
  .boolean()
  .default(false)
  .meta({ title: 'Publicado', description: 'Sin publicar, el bloque no muestra nada' });

/** A block's config with the `published` flag defineBlock adds to it. */
export type WithPublished<S extends BlockConfigShape> = z.ZodObject<{ published: typeof published } & S['shape']>;

/** The parsed config a block's component receives, `published` included: `BlockConfig<typeof config>` in config.ts. */
export type BlockConfig<S extends BlockConfigShape> = z.output<WithPublished<S>>;

/** What a block module declares: its own fields only (`published` comes from defineBlock). */
export type BlockSpec<S extends BlockConfigShape, D, Q extends BlockQueryShape> = Omit<
  BlockDefinition<WithPublished<S>, D, Q>,
  'config'
> & {
  config: S;
};

/** No query parameters: what a block without a `query` schema gets as `ctx.query`. */
type NoQuery = z.ZodObject<Record<never, z.ZodType>>;

export function defineBlock<S extends BlockConfigShape, D = null, Q extends BlockQueryShape = NoQuery>(
  spec: BlockSpec<S, D, Q>,
): BlockDefinition<WithPublished<S>, D, Q> {
  const versions = (spec.migrations ?? []).map((m) => m.to);
  if (versions.some((v, i) => v !== (versions[i - 1] ?? versions[0] - 1) + 1 || v > spec.version)) {
    throw new Error(`${spec.name}: migrations must be consecutive and end at or before version ${spec.version}`);
  }
  if ('published' in spec.config.shape) throw new Error(`${spec.name}: \`published\` is added by defineBlock`);
  // A query value may be missing or refused: the block's fetch must have an answer for that.
  for (const [key, schema] of Object.entries(spec.query?.shape ?? {})) {
    if (!schema.safeParse(undefined).success) throw new Error(`${spec.name}: query \`${key}\` must be optional`);
  }
  // First in the schema, so editors see it first.
  const config = z.object({ published }).extend(spec.config.shape) as unknown as WithPublished<S>;
  return { ...spec, config };
}

/** Props of a block's component, derived from its definition. */
export type PropsOf<B> = B extends BlockDefinition<infer S, infer D> ? BlockProps<z.output<S>, D> : never;
export type ConfigOf<B> = B extends BlockDefinition<infer S, unknown> ? z.output<S> : never;
/** Data of a block's fetch, derived from its definition. */
export type DataOf<B> = B extends BlockDefinition<BlockConfigShape, infer D> ? D : never;

export type AnyBlock = BlockDefinition<BlockConfigShape, unknown, BlockQueryShape>;
