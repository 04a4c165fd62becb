import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { CHUNK_DIR } from '../runtime/client/chunk-load';
import { EDITOR_MANIFEST } from './boot';

/** codemirror-json-schema's markdown (Shiki and its WebAssembly) replaced by a plain one (editor/json-markdown.ts). */
const plainSchemaMarkdown: Plugin = {
  name: 'plain-schema-markdown',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === '../utils/markdown' && importer?.includes('codemirror-json-schema'))
      return fileURLToPath(new URL('./json-markdown.ts', import.meta.url));
  },
};

/**
 * The page editor's own build (`npm run build` runs it after the readers' one): a separate Rollup graph, so the
 * editor shares no chunk with readers' pages and their files stay byte for byte what they were (issue 16, 6). Into
 * dist/client beside the readers' files (in the same chunk folder, served by the same route), with a manifest of its own.
 */
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  plugins: [plainSchemaMarkdown],
  build: {
    outDir: 'dist/client',
    emptyOutDir: false,
    assetsDir: CHUNK_DIR,
    manifest: EDITOR_MANIFEST,
    cssCodeSplit: true,
    target: 'es2020',
    rollupOptions: { input: { editor: 'editor/main.tsx' } },
  },
});
