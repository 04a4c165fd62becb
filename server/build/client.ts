import path from 'node:path';
import { build } from 'vite';
import { rootDir } from '../config';
import { clientDir } from '../render/assets';
import { hashInputs, isUpToDate, writeStamp } from './stamp';
import { buildPaywallScript } from './paywall-script';

/** The client build readers get, then the editor's: React's production bundle, whatever NODE_ENV the caller runs with (vitest: test). */
export async function buildClient(): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: rootDir, logLevel: 'warn', mode: 'production' });
    // The editor's own build, after: the readers' one empties dist/client first (editor/vite.config.ts, decision 0043).
    await build({
      root: rootDir,
      logLevel: 'warn',
      mode: 'production',
      configFile: path.join(rootDir, 'editor/vite.config.ts'),
    });
    // The paywall script keeps its fixed address (/arc/subs/p.min.js), outside Vite's hashed files.
    await buildPaywallScript();
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

/** Builds dist/client unless its stamp says it was built from these very sources; true when it built. */
export async function ensureClientBuild(hash = hashInputs(rootDir)): Promise<boolean> {
  if (isUpToDate(clientDir, hash)) return false;
  await buildClient();
  writeStamp(clientDir, hash);
  return true;
}
