import fs from 'node:fs';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { CHUNK_DIR } from './runtime/client/chunk-load';

/** Each block's stylesheet as an entry of its own: a page gets only the CSS of the blocks it renders. */
const blockStyles = Object.fromEntries(
  fs
    .readdirSync('blocks', { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => {
      const file = `${entry.parentPath}/${entry.name}`;
      return [`block-css/${file.replace(/^blocks\//, '').replace(/\.css$/, '')}`, file];
    }),
);

/**
 * Groups of small shared modules, each loaded by the same islands: the header's account helpers and age gate (every
 * reader page), and what a story card needs (a picture, a safe link, a trimmed headline).
 */
const SHARED_CHUNKS: Record<string, RegExp> = {
  'account-shared':
    /\/ui\/(account\/(return-path|links|modal-close|use-query|forms\/form-kinds)|age-gate\/)[^/]*\.tsx?$/,
  'card-parts': /\/(ui\/Image\.tsx|contracts\/image-sizes\.ts|runtime\/safe-link\.ts|ui\/format\/truncate\.ts)$/,
};
const sharedChunk = (id: string): string | undefined =>
  Object.keys(SHARED_CHUNKS).find((name) => SHARED_CHUNKS[name].test(id));

// The client build, and the browser side of `npm run dev` (server/render/dev-assets.ts); the server renders with
// React directly (see docs/decisions/0001-ssr-host.md).
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  // Brotli (quality 11) and gzip (level 9) copies beside each script and stylesheet, made once here so the server
  // sends them as they are (server/http/static-assets.ts, decision 0038). Below 1 KB the headers outweigh the gain.
  plugins: [compression({ include: /\.(js|css|svg)$/, threshold: 1024, algorithms: ['brotliCompress', 'gzip'] })],
  build: {
    outDir: 'dist/client',
    manifest: true,
    emptyOutDir: true,
    // The chunk path of spec 2 (S2-301): the page's script, modulepreload and stylesheet URLs all start with it.
    assetsDir: CHUNK_DIR,
    cssCodeSplit: true,
    target: 'es2020',
    rollupOptions: {
      input: {
        islands: 'ui/client/islands.ts',
        styles: 'ui/client/core-styles.ts',
        ...blockStyles,
      },
      // Each response costs a phone about 0.5 KB of headers (decision 0103): small modules that load together anyway
      // share one chunk. (Rollup's experimentalMinChunkSize merged them into unrelated chunks: more bytes, not fewer.)
      output: { manualChunks: sharedChunk },
    },
  },
});
