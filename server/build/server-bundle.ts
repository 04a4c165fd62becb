import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { rootDir } from '../config';
import { hashInputs, isUpToDate, writeStamp } from './stamp';

export const serverDir = path.join(rootDir, 'dist', 'server');
export const serverEntry = path.join(serverDir, 'main.js');

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];
const isOurs = (file: string) => !file.includes(`${path.sep}node_modules${path.sep}`);

/**
 * Two things esbuild does differently from tsx and Vite, for this repository's own files:
 * - it matches file names case-insensitively (with a warning), so `../figure` could load `Figure.tsx` beside
 *   `figure.ts`: relative imports are resolved here, by exact name, in Node's order;
 * - modules find the folders beside them (blocks, sites, migrations) from `import.meta.url`, which in one bundle
 *   would be the bundle's: each keeps its own source file's URL, relative to the bundle (a moved checkout works).
 */
function repositorySources(outDir: string): Plugin {
  return {
    name: 'repository-sources',
    setup(b) {
      b.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (!isOurs(args.importer)) return undefined;
        const base = path.resolve(args.resolveDir, args.path);
        const found = EXTENSIONS.map((ext) => base + ext).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
        return found ? { path: found } : undefined;
      });
      b.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (!isOurs(args.path)) return undefined;
        const source = fs.readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const rel = path.relative(outDir, args.path).split(path.sep).join('/');
        const own = `new URL(${JSON.stringify(rel)}, import.meta.url).href`;
        return { contents: source.replaceAll('import.meta.url', own), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/**
 * server/main.ts and everything it imports from this repository (blocks included: the registry imports them through
 * a template literal, which esbuild bundles) compiled to one ES module; npm packages stay external, loaded from
 * node_modules as they are (native ones such as argon2, sharp and PGlite's WebAssembly included).
 */
export async function bundleServer(): Promise<void> {
  await build({
    absWorkingDir: rootDir,
    entryPoints: ['server/main.ts'],
    outfile: serverEntry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [repositorySources(serverDir)],
  });
}

/** Bundles the server unless its stamp says it was built from these very sources; true when it built. */
export async function ensureServerBundle(hash = hashInputs(rootDir)): Promise<boolean> {
  if (isUpToDate(serverDir, hash) && fs.existsSync(serverEntry)) return false;
  await bundleServer();
  writeStamp(serverDir, hash);
  return true;
}
