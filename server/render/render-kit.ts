import { layouts } from '../../layouts';
import { preparePage } from '../../runtime/prepare-page';
import type { BlockRegistry } from '../../runtime/registry';
import { renderBody } from '../../runtime/render';
import { resolveData } from '../../runtime/resolve';

/**
 * What the page handler renders with. One module graph: a block's component, the layout and the render functions
 * must share one copy of the runtime's React contexts. `npm start` imports them once; `npm run dev` takes them from
 * Vite on each request (server/render/dev-assets.ts), so an edited component shows without a restart.
 */
export interface RenderKit {
  registry: BlockRegistry;
  layouts: typeof layouts;
  preparePage: typeof preparePage;
  resolveData: typeof resolveData;
  renderBody: typeof renderBody;
}

/** The modules the server imported itself. */
export function staticRenderKit(registry: BlockRegistry): RenderKit {
  return { registry, layouts, preparePage, resolveData, renderBody };
}

/** Files of the kit's modules other than the blocks, from the repository root: Vite loads them by these. */
export const RENDER_KIT_MODULES = {
  layouts: '/layouts/index.tsx',
  preparePage: '/runtime/prepare-page.ts',
  resolveData: '/runtime/resolve.ts',
  renderBody: '/runtime/render.tsx',
} as const;
