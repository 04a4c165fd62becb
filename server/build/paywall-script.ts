import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { rootDir } from '../config';
import { clientDir } from '../render/assets';

/** The folder the paywall script is served from at /arc/subs/ (spec 1, 7). */
export const paywallScriptDir = path.join(clientDir, 'arc', 'subs');

/** The paywall script (ui/paywall/p.ts) as one minified classic script: the page adds it by URL, as Arc's. */
export async function bundlePaywallScript(): Promise<string> {
  const out = await build({
    absWorkingDir: rootDir,
    entryPoints: ['ui/paywall/p.ts'],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'warning',
  });
  return out.outputFiles[0].text;
}

/** Writes dist/client/arc/subs/p.min.js with its brotli and gzip copies, as the client build does for its files. */
export async function buildPaywallScript(): Promise<void> {
  const code = Buffer.from(await bundlePaywallScript());
  fs.mkdirSync(paywallScriptDir, { recursive: true });
  const file = path.join(paywallScriptDir, 'p.min.js');
  fs.writeFileSync(file, code);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(code));
  fs.writeFileSync(`${file}.gz`, gzipSync(code, { level: 9 }));
}
