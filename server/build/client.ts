import { build } from 'vite';
import { rootDir } from '../config';
import { clientDir } from '../render/assets';
import { hashInputs, isUpToDate, writeStamp } from './stamp';

/** The client build readers get: React's production bundle, whatever NODE_ENV the caller runs with (vitest: test). */
export async function buildClient(): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: rootDir, logLevel: 'warn', mode: 'production' });
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
