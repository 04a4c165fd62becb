import type { Server } from 'node:http';
import type { RequestHandler } from 'express';
import type { Plugin } from 'vite';
import { rootDir } from '../config';
import type { Assets } from './assets';

/** `npm run dev`: the browser code served from source by Vite, with hot updates, instead of the client build. */
export interface DevAssets {
  assets: Assets;
  /** Vite's middlewares: the client, the source modules and their CSS, the pre-bundled npm packages. */
  middlewares: RequestHandler;
  close: () => Promise<void>;
}

const ISLANDS_ENTRY = '/ui/client/islands.ts';

/**
 * A CSS edit is swapped in place. A script edit reloads the page, but not at once: when the server runs that module
 * too, `tsx watch` is restarting it, a reload now would reach a server going down, and the Vite client reloads by
 * itself once the new one answers. So the reload is sent only if no restart came.
 */
function reloadUnlessRestarting(stopping: () => boolean): Plugin {
  return {
    name: 'news:reload-unless-restarting',
    handleHotUpdate({ file, server }) {
      if (file.endsWith('.css')) return;
      setTimeout(() => {
        if (!stopping()) server.ws.send({ type: 'full-reload' });
      }, RESTART_GRACE_MS);
      return [];
    },
  };
}
const RESTART_GRACE_MS = 1000;

/**
 * Vite in middleware mode on the app's own HTTP server: its hot-update websocket shares the page's port, so the
 * Content-Security-Policy's 'self' covers it. Loaded only here, so `npm start` never imports Vite.
 */
export async function createDevAssets(httpServer: Server): Promise<DevAssets> {
  const { createServer } = await import('vite');
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => (stopping = true));
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
    optimizeDeps: { entries: ['ui/client/*.ts', 'blocks/*/island.ts'] },
    logLevel: 'warn',
    plugins: [reloadUnlessRestarting(() => stopping)],
  });
  return {
    assets: {
      // The stylesheet comes as a module, so a CSS edit is swapped in without a reload.
      devScripts: ['/@vite/client', '/ui/client/styles.ts'],
      islandsEntry: ISLANDS_ENTRY,
      // The entry loads each island's source module on demand: nothing to preload.
      scriptsFor: () => [ISLANDS_ENTRY],
    },
    middlewares: (req, res, next) => vite.middlewares(req, res, next),
    close: () => {
      stopping = true;
      return vite.close();
    },
  };
}
