import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * What a build is made from: the source folders, the build configs and the locked dependencies. Tests, stories and
 * docs are left out, so editing them does not make `npm start` build again.
 */
export const BUILD_INPUTS = [
  'blocks',
  'contracts',
  'editor',
  'layouts',
  'runtime',
  'schema',
  'server',
  'sites',
  'templates',
  'ui',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
] as const;

const LEFT_OUT = /\.(test|stories)\.tsx?$|\.md$/;

function* files(root: string, rel: string): Generator<string> {
  const abs = path.join(root, rel);
  if (!fs.existsSync(abs)) return;
  if (!fs.statSync(abs).isDirectory()) {
    if (!LEFT_OUT.test(rel)) yield rel;
    return;
  }
  for (const name of fs.readdirSync(abs).sort()) yield* files(root, path.join(rel, name));
}

/** A content hash of every build input (path and bytes), so a stamp tells whether a build is up to date. */
export function hashInputs(root: string, inputs: readonly string[] = BUILD_INPUTS): string {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const rel of files(root, input)) {
      hash.update(`${rel}\0`);
      hash.update(fs.readFileSync(path.join(root, rel)));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

const STAMP = '.build-stamp';

/** True when `dir` holds a build of exactly these inputs (its stamp, written after a successful build, matches). */
export function isUpToDate(dir: string, hash: string): boolean {
  const file = path.join(dir, STAMP);
  return fs.existsSync(file) && fs.readFileSync(file, 'utf8') === hash;
}

export function writeStamp(dir: string, hash: string): void {
  fs.writeFileSync(path.join(dir, STAMP), hash);
}
