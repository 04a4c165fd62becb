import { renderToStaticMarkup } from 'react-dom/server';
import type { AnyBlock, FetchContext } from './define-block';
import { RenderContextProvider } from './context';
import type { BlockRegistry } from './registry';

export interface FetchedBlock {
  def: AnyBlock;
  config: { published: boolean } & Record<string, unknown>;
  /** What the block's fetch answered (null: render nothing), or null for a block without fetch. */
  data: unknown;
}

function registered(registry: BlockRegistry, name: string): AnyBlock {
  const def = registry.get(name);
  if (!def) throw new Error(`unknown block "${name}"`);
  return def;
}

/**
 * One registered block's config (parsed by its schema, so with its defaults) and data, fetched as a page fetches it.
 * For a server answer outside a page (the premium body of an entitled reader): it reads the block's own data
 * preparation instead of reaching into the block's folder. Null when the block is unpublished.
 */
export async function fetchBlock(
  registry: BlockRegistry,
  name: string,
  rawConfig: Record<string, unknown>,
  ctx: FetchContext,
): Promise<FetchedBlock | null> {
  const def = registered(registry, name);
  const config = def.config.parse(rawConfig) as FetchedBlock['config'];
  if (!config.published) return null;
  const data = def.fetch ? ((await def.fetch(config, { ...ctx, query: {} })) ?? null) : null;
  return { def, config, data };
}

/**
 * The server HTML of one registered block by name, fetched and rendered as the page does it ('' when it shows
 * nothing). An interactive block is refused: its markup needs the page's island and script, which renderBody writes.
 */
export async function renderBlock(
  registry: BlockRegistry,
  name: string,
  rawConfig: Record<string, unknown>,
  ctx: FetchContext,
): Promise<string> {
  if (registered(registry, name).interactive) throw new Error(`${name}: an island renders only inside its page`);
  const block = await fetchBlock(registry, name, rawConfig, ctx);
  if (!block || (block.def.fetch && block.data == null)) return '';
  const { def, config, data } = block;
  const Component = def.component;
  // The render context only: sources, story and reader are the fetch's, never a component's.
  const { sources: _sources, story: _story, reader: _reader, ...renderCtx } = ctx;
  return renderToStaticMarkup(
    <RenderContextProvider value={renderCtx}>
      <Component config={config} data={data} ctx={renderCtx} />
    </RenderContextProvider>,
  );
}
