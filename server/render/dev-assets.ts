import type { Server } from 'node:http';
import path from 'node:path';
import type { RequestHandler } from 'express';
import type { Plugin, ViteDevServer } from 'vite';
import { rootDir } from '../config';
import { loadBlocks, type BlockRegistry } from '../../runtime/registry';
import type { Assets } from './assets';
import { RENDER_KIT_MODULES, type RenderKit } from './render-kit';

/** `npm run dev`: the browser code served from source by Vite, with hot updates, instead of the client build. */
export interface DevAssets {
  assets: Assets;
  /** Vite's middlewares: the client, the source modules and their CSS, the pre-bundled npm packages. */
  middlewares: RequestHandler;
  /** The server's render modules as Vite has them now: an edited component is re-imported, the server runs on. */
  renderKit: () => Promise<RenderKit>;
  close: () => Promise<void>;
}

const ISLANDS_ENTRY = '/ui/client/islands.ts';
// @vitejs/plugin-react's own module for what its Fast Refresh needs first; a file, so the CSP needs no hash.
const REFRESH_PREAMBLE = '/@id/@vitejs/plugin-react/preamble';

/**
 * Islands update in place (Fast Refresh) and CSS is swapped by Vite itself. A module the server renders with but the
 * browser never loads (a block without an island, a layout) has no hot update: the page reloads to get the new HTML.
 * Server code is not Vite's: `tsx watch` restarts the process and the Vite client reloads once it answers again.
 */
function reloadServerRendered(): Plugin {
  return {
    name: 'news:reload-server-rendered',
    hotUpdate({ file, modules, server }) {
      if (this.environment.name !== 'ssr' || !modules.length || file.endsWith('.css')) return;
      if (server.environments.client.moduleGraph.getModulesByFile(file)?.size) return;
      server.environments.client.hot.send({ type: 'full-reload' });
    },
  };
}

/** The kit from Vite's module graph; the registry object is kept while no block module changed (pages stay prepared). */
function devRenderKit(vite: ViteDevServer): () => Promise<RenderKit> {
  const load = (file: string) => vite.ssrLoadModule(file);
  let registry: BlockRegistry | undefined;
  return async () => {
    const fresh = await loadBlocks((file) => load(`/${path.relative(rootDir, file)}`));
    const same = registry?.size === fresh.size && [...fresh].every(([name, def]) => registry?.get(name) === def);
    if (!same) registry = fresh;
    const [layouts, prepare, resolve, render] = await Promise.all([
      load(RENDER_KIT_MODULES.layouts),
      load(RENDER_KIT_MODULES.preparePage),
      load(RENDER_KIT_MODULES.resolveData),
      load(RENDER_KIT_MODULES.renderBody),
    ]);
    return {
      registry: registry!,
      layouts: layouts.layouts as RenderKit['layouts'],
      preparePage: prepare.preparePage as RenderKit['preparePage'],
      resolveData: resolve.resolveData as RenderKit['resolveData'],
      renderBody: render.renderBody as RenderKit['renderBody'],
    };
  };
}

/**
 * Vite in middleware mode on the app's own HTTP server: its hot-update websocket shares the page's port, so the
 * Content-Security-Policy's 'self' covers it. Loaded only here, so `npm start` never imports Vite.
 */
export async function createDevAssets(httpServer: Server): Promise<DevAssets> {
  const { createServer } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const vite = await createServer({
    root: rootDir,
    // vite.config.ts imported as it is (tsx runs the server), not bundled to a temporary file beside it, which
    // `tsx watch` would see and restart for.
    configLoader: 'native',
    // Not node_modules/.vite: git worktrees of this repository may share one node_modules.
    cacheDir: '.cache/vite',
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: 'custom',
    // Scanned at start: npm packages found later would be pre-bundled mid-session and reload the page.
    optimizeDeps: { entries: ['ui/client/*.ts', 'blocks/*/island.ts', 'editor/main.tsx'] },
    logLevel: 'warn',
    // Not the pre-bundled npm packages in the cache folder (outside node_modules, which the plugin skips anyway).
    plugins: [react({ exclude: [/\/node_modules\//, /\/\.cache\//] }), reloadServerRendered()],
  });
  return {
    assets: {
      // The preamble runs before any component module. The stylesheet comes as a module, so a CSS edit is swapped in.
      devScripts: ['/@vite/client', REFRESH_PREAMBLE, '/ui/client/styles.ts'],
      islandsEntry: ISLANDS_ENTRY,
      // The editor from source; its CSS is imported by its entry, so Vite swaps it in.
      editor: { scripts: ['/@vite/client', REFRESH_PREAMBLE, '/editor/main.tsx'], styles: [] },
      // The entry loads each island's source module on demand: nothing to preload.
      scriptsFor: () => [ISLANDS_ENTRY],
    },
    middlewares: (req, res, next) => vite.middlewares(req, res, next),
    renderKit: devRenderKit(vite),
    close: () => vite.close(),
  };
}
