import { defineConfig } from 'vite';

// Client build only: the server renders with React directly (see docs/decisions/0001-ssr-host.md).
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
