import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import type { HeadTags } from './define-block';
import { containers } from './containers';
import { RenderContextProvider } from './context';
import type { PreparedAreas, PreparedBlock, PreparedNode } from './prepare-page';
import { NodeProblemBox } from './NodeProblemBox';
import type { BlockData } from './resolve';
import type { LayoutComponent, RenderContext } from './types';

/** Escapes JSON for a <script type="application/json"> body. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface RenderedBody {
  html: string;
  /** Names of the interactive blocks on the page: their chunks are the page's JavaScript. */
  islands: Set<string>;
  head: HeadTags[];
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
  opts: { appClassName?: string; headerMode?: string } = {},
): RenderedBody {
  const islands = new Set<string>();
  const head: HeadTags[] = [];

  const renderBlock = (block: PreparedBlock): ReactNode => {
    if (!visible(block, data)) return null;
    const { def, config } = block;
    const blockData = data.get(block);
    if (def.head) head.push(def.head(config, blockData, ctx));
    const Component = def.component;
    if (!def.interactive) return <Component key={block.pointer} config={config} data={blockData} ctx={ctx} />;
    islands.add(def.name);
    // Rendered as its own root so the browser can hydrate it alone, with only its own props.
    const inner = renderToString(
      <RenderContextProvider value={ctx}>
        <Component config={config} data={blockData} ctx={ctx} />
      </RenderContextProvider>,
    );
    return (
      <news-island
        key={block.pointer}
        data-block={def.name}
        data-hydrate={def.interactive.hydrate}
        data-island-status="found"
      >
        <div data-island-root="" dangerouslySetInnerHTML={{ __html: inner }} />
        <script type="application/json" dangerouslySetInnerHTML={{ __html: safeJson({ config, data: blockData }) }} />
      </news-island>
    );
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
  const html = renderToString(
    <RenderContextProvider value={ctx}>
      <Layout areas={rendered} className={opts.appClassName} headerMode={opts.headerMode} />
    </RenderContextProvider>,
  );
  return { html, islands, head };
}
