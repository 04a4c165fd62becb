import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import type { HeadTags } from './define-block';
import { containers } from './containers';
import { RenderContextProvider } from './context';
import type { PreparedAreas, PreparedBlock, PreparedNode } from './prepare-page';
import { NodeProblemBox } from './NodeProblemBox';
import { blockFailureHtml } from './block-failure';
import { markNode, NODE_ATTRIBUTE } from './node-marks';
import { oneByteHtml, oneByteJson } from './one-byte-html';
import type { BlockData } from './resolve';
import type { LayoutComponent, RenderContext } from './types';

/** Escapes JSON for a <script type="application/json"> body (U+2028 and U+2029 too, with every wide character). */
export function safeJson(value: unknown): string {
  return oneByteJson(JSON.stringify(value)).replace(/</g, '\\u003c');
}

/** Rendered block HTML kept between requests (server/render/block-html-cache.ts), by the keys renderBody makes. */
export interface BlockHtmlStore {
  get(key: string): string | undefined;
  set(key: string, html: string): void;
}

/** A prepared block's config is one object for the life of the page: its JSON is made once. */
const configKeys = new WeakMap<object, string>();
const configKey = (config: object) => {
  let key = configKeys.get(config);
  if (key === undefined) configKeys.set(config, (key = JSON.stringify(config)));
  return key;
};

export interface RenderedBody {
  html: string;
  /** Names of the interactive blocks on the page: their chunks are the page's JavaScript. */
  islands: Set<string>;
  /** Those that hydrate as the page starts ('load', 'idle'): only their chunks are fetched with the page. */
  eagerIslands: Set<string>;
  /** Names of every block rendered on the page: their stylesheets are the page's CSS. */
  blocks: Set<string>;
  head: HeadTags[];
}

/** `<news-island>` around a block's own render, with its props for hydration (ui/client/islands.ts reads them). */
function islandHtml(block: PreparedBlock, inner: string, blockData: unknown): string {
  const { def, config } = block;
  if (!def.interactive) return inner;
  const props = safeJson({ config, data: def.islandData?.(blockData) ?? blockData });
  return (
    `<news-island data-block="${def.name}" data-hydrate="${def.interactive.hydrate}"` +
    `${def.interactive.plainLinks ? ' data-plain-links=""' : ''} data-island-status="found">` +
    `<div data-island-root="">${inner}</div><script type="application/json">${props}</script></news-island>`
  );
}

/** Whether a block shows anything: published, and resolved (resolveData leaves out a fetch that returned null). */
function visible(block: PreparedBlock, data: BlockData): boolean {
  return block.config.published && data.has(block);
}

export function renderBody(
  Layout: LayoutComponent,
  areas: PreparedAreas,
  data: BlockData,
  ctx: RenderContext,
  opts: {
    appClassName?: string;
    headerMode?: string;
    htmlCache?: BlockHtmlStore;
    /** A block whose component threw: it is left out (a problem box outside production), the page renders on. */
    onBlockError?: (block: PreparedBlock, error: Error) => void;
    /** An editor's preview only: every node's HTML carries its id (runtime/node-marks.ts). Never for readers. */
    nodeIds?: boolean;
  } = {},
): RenderedBody {
  const islands = new Set<string>();
  const eagerIslands = new Set<string>();
  const blocks = new Set<string>();
  const head: HeadTags[] = [];
  const slots: string[] = [];

  /** The key of a block's stored HTML, or undefined when it renders afresh (no store, or the block says null). */
  const keyOf = (block: PreparedBlock, blockData: unknown): string | undefined => {
    const dependsOn = opts.htmlCache && block.def.htmlCache?.(block.config, blockData, ctx);
    return dependsOn == null ? undefined : `${ctx.site.slug}|${block.def.name}|${configKey(block.config)}|${dependsOn}`;
  };

  /** A stored HTML string, or the render it makes and stores. */
  const stored = (key: string | undefined, render: () => string): string => {
    if (!opts.htmlCache || key === undefined) return render();
    let html = opts.htmlCache.get(key);
    if (html === undefined) opts.htmlCache.set(key, (html = render()));
    return html;
  };

  /** A block alone, as its own root. */
  const renderAlone = (block: PreparedBlock, blockData: unknown): string => {
    const Component = block.def.component;
    return oneByteHtml(
      renderToString(
        <RenderContextProvider value={ctx}>
          <Component config={block.config} data={blockData} ctx={ctx} />
        </RenderContextProvider>,
      ),
    );
  };

  /**
   * A block's own render, once per page: a component that throws costs only its block. Kept by block, so the second
   * pass below neither renders nor reports a block twice.
   */
  const alone = new Map<PreparedBlock, string>();
  const guarded = (block: PreparedBlock, render: () => string): string => {
    let html = alone.get(block);
    if (html !== undefined) return html;
    try {
      html = render();
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      opts.onBlockError?.(block, error);
      html = blockFailureHtml(block, error, ctx);
    }
    alone.set(block, html);
    return html;
  };
  /** Whether every block renders as its own root: the second pass, after a one-pass render threw. */
  let isolated = false;

  const mark = (block: PreparedBlock, html: string) => (opts.nodeIds ? markNode(html, block.id) : html);

  /** Spliced into the layout's HTML after it renders: the same bytes as rendering it in place. */
  const slot = (html: string): ReactNode => {
    slots.push(html);
    return <template key={slots.length - 1} data-cached-block={slots.length - 1} />;
  };

  const renderBlock = (block: PreparedBlock): ReactNode => {
    if (!visible(block, data)) return null;
    const { def, config } = block;
    const blockData = data.get(block);
    blocks.add(def.name);
    if (def.head) head.push(def.head(config, blockData, ctx));
    const Component = def.component;
    const key = keyOf(block, blockData);
    if (!def.interactive) {
      // A marked block is rendered as its own root: its id goes on its first element, whatever the component is.
      if (key === undefined && !isolated && !opts.nodeIds)
        return <Component key={block.pointer} config={config} data={blockData} ctx={ctx} />;
      return slot(
        mark(
          block,
          guarded(block, () => stored(key, () => renderAlone(block, blockData))),
        ),
      );
    }
    islands.add(def.name);
    if (def.interactive.hydrate === 'load' || def.interactive.hydrate === 'idle') eagerIslands.add(def.name);
    // Rendered as its own root so the browser can hydrate it alone, with only its own props; a stored island keeps
    // its props' JSON too (the same for the same key), which is most of an island's cost after its render.
    return slot(
      mark(
        block,
        guarded(block, () =>
          stored(key && `${key}|island`, () => islandHtml(block, renderAlone(block, blockData), blockData)),
        ),
      ),
    );
  };
  const renderNodes = (nodes: PreparedNode[]): ReactNode[] =>
    nodes.map((node) => {
      if (node.kind === 'block') return renderBlock(node);
      if (node.kind === 'problem') return <NodeProblemBox key={node.pointer} problem={node} />;
      const def = containers[node.name];
      const slots = Object.fromEntries(Object.entries(node.slots).map(([k, v]) => [k, renderNodes(v)]));
      return (
        <div key={node.pointer} className="container-node" {...(opts.nodeIds && { [NODE_ATTRIBUTE]: node.id })}>
          {def.render(slots, node.config)}
        </div>
      );
    });

  const renderPage = () => {
    slots.length = 0;
    head.length = 0;
    const rendered = Object.fromEntries(Object.entries(areas).map(([area, nodes]) => [area, renderNodes(nodes)]));
    return oneByteHtml(
      renderToString(
        <RenderContextProvider value={ctx}>
          <Layout areas={rendered} className={opts.appClassName} headerMode={opts.headerMode} />
        </RenderContextProvider>,
      ),
    );
  };
  let html: string;
  try {
    // One pass, the blocks in place: the fast path, and the bytes every page had before blocks were isolated.
    html = renderPage();
  } catch {
    // Some block rendered in place threw (React's server renderer has no error boundaries): render again with every
    // block as its own root, so only the failing one is left out. A layout that throws still fails the page.
    isolated = true;
    html = renderPage();
  }
  return {
    html: slots.length
      ? html.replace(/<template data-cached-block="(\d+)"><\/template>/g, (_m, i: string) => slots[Number(i)])
      : html,
    islands,
    eagerIslands,
    blocks,
    head,
  };
}
