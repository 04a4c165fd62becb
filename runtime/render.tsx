import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import type { HeadTags } from './define-block';
import { containers } from './containers';
import { RenderContextProvider } from './context';
import type { PreparedAreas, PreparedBlock, PreparedNode } from './prepare-page';
import { NodeProblemBox } from './NodeProblemBox';
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
  opts: { appClassName?: string; headerMode?: string; htmlCache?: BlockHtmlStore } = {},
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
      if (key === undefined) return <Component key={block.pointer} config={config} data={blockData} ctx={ctx} />;
      return slot(stored(key, () => renderAlone(block, blockData)));
    }
    islands.add(def.name);
    if (def.interactive.hydrate === 'load' || def.interactive.hydrate === 'idle') eagerIslands.add(def.name);
    // Rendered as its own root so the browser can hydrate it alone, with only its own props; a stored island keeps
    // its props' JSON too (the same for the same key), which is most of an island's cost after its render.
    return slot(stored(key && `${key}|island`, () => islandHtml(block, renderAlone(block, blockData), blockData)));
  };
  const renderNodes = (nodes: PreparedNode[]): ReactNode[] =>
    nodes.map((node) => {
      if (node.kind === 'block') return renderBlock(node);
      if (node.kind === 'problem') return <NodeProblemBox key={node.pointer} problem={node} />;
      const def = containers[node.name];
      const slots = Object.fromEntries(Object.entries(node.slots).map(([k, v]) => [k, renderNodes(v)]));
      return (
        <div key={node.pointer} className="container-node">
          {def.render(slots, node.config)}
        </div>
      );
    });

  const rendered = Object.fromEntries(Object.entries(areas).map(([area, nodes]) => [area, renderNodes(nodes)]));
  const html = oneByteHtml(
    renderToString(
      <RenderContextProvider value={ctx}>
        <Layout areas={rendered} className={opts.appClassName} headerMode={opts.headerMode} />
      </RenderContextProvider>,
    ),
  );
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
