import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { clientDir } from '../server/render/assets';

/** HTTP and browser tests serve the real client build: make it once per run. */
export default async function setup(): Promise<void> {
  if (process.env.SKIP_CLIENT_BUILD && fs.existsSync(path.join(clientDir, '.vite', 'manifest.json'))) return;
  await build({ logLevel: 'warn' });
}
