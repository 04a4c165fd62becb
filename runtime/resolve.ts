import { memoTreeScan } from './tree-scan';
import type { BlockQueryShape, FetchContext } from './define-block';
import type { PreparedAreas, PreparedBlock, PreparedNode } from './prepare-page';

/** The data of the blocks that render: a block missing from it renders nothing. */
export type BlockData = Map<PreparedBlock, unknown>;

/** The request as resolve gets it: the query string raw (first value of each key), parsed here for each block. */
export type ResolveContext = FetchContext & { query: Record<string, string> };

/**
 * The values a block's `query` schema accepts, key by key: a refused value is dropped (the key's default, if it has
 * one), so a bad address never costs the page, and a block sees nothing it did not declare.
 */
export function parseBlockQuery(
  schema: BlockQueryShape | undefined,
  raw: Record<string, string>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema?.shape ?? {})) {
    const parsed = field.safeParse(Object.hasOwn(raw, key) ? raw[key] : undefined);
    const value = parsed.success ? parsed.data : field.safeParse(undefined).data;
    if (value !== undefined) out[key] = value;
  }
  return out;
}

export interface ResolveOptions {
  timeoutMs: number;
  onError: (block: PreparedBlock, error: Error) => void;
}

export function* walkBlocks(nodes: PreparedNode[]): Generator<PreparedBlock> {
  for (const node of nodes) {
    if (node.kind === 'block') yield node;
    else if (node.kind === 'container') for (const slot of Object.values(node.slots)) yield* walkBlocks(slot);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A story's address as cards link to it: `/{section}/articulo|galeria|video/{slug}/{id}/`. */
const STORY_PATH = /^(?:https?:\/\/[^/]+)?(\/(?:[^/?#]+\/)+(?:articulo|galeria|video)\/[^/?#]+\/[^/?#]+\/)/;

const scanStoryPaths = memoTreeScan(
  // Only a path or an absolute URL can be one: most strings (titles, paragraphs) are skipped without the regex.
  (value) =>
    typeof value === 'string' && (value.charCodeAt(0) === 47 || value.startsWith('http'))
      ? STORY_PATH.exec(value)?.[1]
      : undefined,
  12,
);

/**
 * Every story address found in some blocks' data, whatever its shape (a card's `url`, an ANS `canonical_url`, a
 * share link): the runtime need not know each block's data to tell what the page shows.
 */
export function storyPaths(values: Iterable<unknown>, into = new Set<string>()): Set<string> {
  for (const value of values) scanStoryPaths(value, into);
  return into;
}

/**
 * Runs every published block's fetch in parallel. A block without fetch renders with data null; a block whose fetch
 * returns null (nothing to show), fails or is too slow is left out of the map (failures are reported). Blocks that
 * leave out what the page shows (`leavesOutShown`) run afterwards, one after another in page order, each seeing the
 * stories of every block before it, so two rail indexes do not repeat each other either.
 */
export async function resolveData(areas: PreparedAreas, ctx: ResolveContext, opts: ResolveOptions): Promise<BlockData> {
  const blocks = Object.values(areas)
    .flatMap((nodes) => [...walkBlocks(nodes)])
    .filter((block) => block.config.published);
  const data: BlockData = new Map();
  const resolveOne = async (block: PreparedBlock, shown?: ReadonlySet<string>) => {
    if (!block.def.fetch) {
      data.set(block, null);
      return;
    }
    try {
      const query = parseBlockQuery(block.def.query, ctx.query);
      const fetchCtx = { ...ctx, query, ...(shown ? { shown } : {}) };
      const result = await withTimeout(block.def.fetch(block.config, fetchCtx), opts.timeoutMs);
      if (result != null) data.set(block, result);
    } catch (err) {
      opts.onError(block, err instanceof Error ? err : new Error(String(err)));
    }
  };
  await Promise.all(blocks.filter((block) => !block.def.leavesOutShown).map((block) => resolveOne(block)));
  const indexes = blocks.filter((block) => block.def.leavesOutShown);
  if (!indexes.length) return data;
  const shown = storyPaths(data.values(), new Set(ctx.story ? [ctx.story.canonical_url] : []));
  for (const block of indexes) {
    await resolveOne(block, new Set(shown));
    storyPaths([data.get(block)], shown);
  }
  return data;
}
