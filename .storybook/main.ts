import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { StorybookConfig } from '@storybook/react-vite';
import { fixtureImages } from './draw-pictures';

// main.ts is loaded as CommonJS (no import.meta); npm runs Storybook from the repository's root.
const root = process.cwd();

/**
 * The registry's facts for the docs pages (schema/block-facts.ts), as the constant `__BLOCK_FACTS__`. A child
 * process, because main.ts is loaded as CommonJS and the registry is loaded as the server loads it (tsx).
 */
function blockFacts(): string {
  return execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'schema/block-facts.ts')], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** Our own demo embed pages (server/embeds/storybook-pages.ts), rendered by the app's code in a child process like blockFacts. */
function embedPages(): [string, string][] {
  const json = execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'server/embeds/storybook-pages.ts')],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return JSON.parse(json) as [string, string][];
}

/**
 * The drawn fixture pictures and our own demo embed pages, emitted into the build (and served by the dev server) so
 * no story image or frame is a 404.
 */
function storybookFixtures(): Plugin {
  let pictures: Promise<[string, Buffer][]> | undefined;
  let embeds: [string, string][] | undefined;
  const drawn = () => (pictures ??= fixtureImages());
  const pages = () => (embeds ??= embedPages());
  return {
    name: 'news-storybook-fixtures',
    async generateBundle() {
      for (const [fileName, source] of await drawn()) this.emitFile({ type: 'asset', fileName, source });
      for (const [fileName, source] of pages()) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const wanted = req.url?.replace(/^\/+/, '').split('?')[0];
        const page = wanted?.startsWith('embed/') && pages().find(([name]) => name === `${wanted}index.html`);
        if (page) {
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          return res.end(page[1]);
        }
        const found = wanted?.startsWith('fixture-images/') && (await drawn()).find(([name]) => name === wanted);
        if (!found) return next();
        res.setHeader('Content-Type', 'image/jpeg');
        res.end(found[1]);
      });
    },
  };
}

const config: StorybookConfig = {
  stories: [
    '../blocks/**/*.stories.tsx',
    '../ui/**/*.stories.tsx',
    '../layouts/*.stories.tsx',
    '../editor/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js (npx msw init .storybook/public) must be served at the root for msw.
  // Our own logo files at the address the site serves them (server/http/site-images.ts).
  staticDirs: ['./public', { from: '../ui/assets/logos', to: '/logos' }],
  core: { disableTelemetry: true },
  // Storybook drops the root vite.config.ts `build` (client entries); keep the automatic JSX runtime.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    esbuild: { ...viteConfig.esbuild, jsx: 'automatic' },
    define: { ...viteConfig.define, __BLOCK_FACTS__: blockFacts() },
    plugins: [...(viteConfig.plugins ?? []), storybookFixtures()],
  }),
};

export default config;
