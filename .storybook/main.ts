import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: [
    '../blocks/**/*.stories.tsx',
    '../ui/**/*.stories.tsx',
    '../layouts/*.stories.tsx',
    '../editor/**/*.stories.tsx',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js (npx msw init .storybook/public) must be served at the root for msw.
  // Our own logo files at the address the site serves them (server/http/site-images.ts).
  staticDirs: ['./public', { from: '../ui/assets/logos', to: '/logos' }],
  core: { disableTelemetry: true },
  // Storybook drops the root vite.config.ts `build` (client entries); keep the automatic JSX runtime.
  viteFinal: (viteConfig) => ({ ...viteConfig, esbuild: { ...viteConfig.esbuild, jsx: 'automatic' } }),
};

export default config;
