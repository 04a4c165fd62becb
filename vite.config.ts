import { defineConfig } from 'vite';

// The client build, and the browser side of `npm run dev` (server/render/dev-assets.ts); the server renders with
// React directly (see docs/decisions/0001-ssr-host.md).
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: 'dist/client',
    manifest: true,
    emptyOutDir: true,
    cssCodeSplit: true,
    target: 'es2020',
    rollupOptions: {
      input: {
        islands: 'ui/client/islands.ts',
        styles: 'ui/client/styles.ts',
      },
    },
  },
});
