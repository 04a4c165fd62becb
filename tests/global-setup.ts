import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { clientDir } from '../server/render/assets';

/** HTTP and browser tests serve the real client build: make it once per run. */
export default async function setup(): Promise<void> {
  if (process.env.SKIP_CLIENT_BUILD && fs.existsSync(path.join(clientDir, '.vite', 'manifest.json'))) return;
  // The build readers get (React's production bundle): Vite would take vitest's NODE_ENV=test for a development one,
  // and the JavaScript budget (tests/js-budget.test.ts) would weigh the wrong files.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ logLevel: 'warn', mode: 'production' });
    // The editor's own build, after: the readers' one empties dist/client first (editor/vite.config.ts).
    await build({ logLevel: 'warn', mode: 'production', configFile: 'editor/vite.config.ts' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}
