import fs from 'node:fs';
import path from 'node:path';
import { clientDir } from '../server/render/assets';
import { ensureClientBuild } from '../server/build/client';
import { ensureChromium } from './helpers/chromium';

/**
 * Before any test: Debian's Chromium for the browser tests (installed when missing and we may), and the client build
 * readers get, which HTTP and browser tests serve: made unless it is up to date with the sources (its stamp, the
 * same one `npm start` checks), or skipped outright with SKIP_CLIENT_BUILD when one exists.
 */
export default async function setup(): Promise<void> {
  ensureChromium();
  if (process.env.SKIP_CLIENT_BUILD && fs.existsSync(path.join(clientDir, '.vite', 'manifest.json'))) return;
  await ensureClientBuild();
}
