import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**', 'storybook-static/**', 'tmp/**', 'data/**'],
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Its ES build imports without file extensions, which bundlers resolve and Node does not: Vite transforms it.
    server: { deps: { inline: ['codemirror-json-schema'] } },
    // In CI a JSON report too, from which .ci/run prints the plain 'N passed, N failed' line.
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'tmp/vitest-report.json' }]] : ['default'],
  },
});
