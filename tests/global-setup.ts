import fs from 'node:fs';
import path from 'node:path';
import { clientDir } from '../server/render/assets';
import { ensureClientBuild } from '../server/build/client';
import { ensureChromium } from './helpers/chromium';
import { prepareCopies, removeCopies } from './helpers/databases';
import { startSharedBrowser } from './helpers/shared-browser';
import { startProductionServer } from './helpers/production-server';

/**
 * Before any test: Debian's Chromium for the browser tests (installed when missing and we may), and the client build
 * readers get, which HTTP and browser tests serve: made unless it is up to date with the sources (its stamp, the
 * same one `npm start` checks), or skipped outright with SKIP_CLIENT_BUILD when one exists. Then what every file
 * shares (issue 23): the run's migrated and seeded database copies, one Chromium that browser files connect to, and
 * one `npm start` over a seeded copy for the read-only checks (left starting while the first files run). Returns the
 * tear-down.
 */
export default async function setup(): Promise<() => Promise<void>> {
  ensureChromium();
  const databaseUrl = process.env.DATABASE_URL;
  const skipBuild = process.env.SKIP_CLIENT_BUILD && fs.existsSync(path.join(clientDir, '.vite', 'manifest.json'));
  const browser = await startSharedBrowser();
  let stopServer: (() => Promise<void>) | undefined;
  try {
    await Promise.all([prepareCopies(databaseUrl), skipBuild ? undefined : ensureClientBuild()]);
    stopServer = await startProductionServer(databaseUrl);
  } catch (err) {
    // Vitest runs no tear-down after a failed set-up, and a running Chromium would keep it from exiting.
    await browser.close();
    throw err;
  }
  return async () => {
    await browser.close();
    await stopServer?.();
    await removeCopies(databaseUrl);
  };
}
