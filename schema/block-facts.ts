// What a block's docs page says that its JSON Schema does not: where its data comes from and what it costs the
// browser. Run by .storybook/main.ts (`node --import tsx`) at build time; prints JSON keyed by block name.
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import fs from 'node:fs';
import { build } from 'esbuild';
import { loadBlocks } from '../runtime/registry';
import { sourcesOf } from '../schema/blocks-doc';
import type { BlockFacts } from '../.storybook/block-facts-types';

const root = path.resolve(import.meta.dirname, '..');
const blocksDir = path.join(root, 'blocks');

/**
 * KB brotli of each island's own code, minified as the client build minifies it. React is left out: every island
 * shares it, so it is the page's cost, not the block's (bench/js-weight.ts weighs whole pages).
 */
async function islandKb(names: string[]): Promise<Map<string, number>> {
  const entries = names.filter((name) => fs.existsSync(path.join(blocksDir, name, 'island.ts')));
  const result = await build({
    entryPoints: Object.fromEntries(entries.map((name) => [name, path.join(blocksDir, name, 'island.ts')])),
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    outdir: 'out',
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    loader: { '.css': 'empty', '.svg': 'dataurl', '.png': 'dataurl' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const sizes = new Map<string, number>();
  for (const file of result.outputFiles) {
    const name = path.basename(file.path, '.js');
    if (entries.includes(name)) sizes.set(name, Math.round(brotliCompressSync(file.contents).length / 102.4) / 10);
  }
  return sizes;
}

const registry = await loadBlocks();
const kb = await islandKb([...registry.keys()]);
const facts: Record<string, BlockFacts> = {};
for (const def of registry.values()) {
  facts[def.name] = {
    hydrate: def.interactive ? def.interactive.hydrate : null,
    sources: sourcesOf(blocksDir, def.name),
    query: Object.keys(def.query?.shape ?? {}),
    islandKb: kb.get(def.name) ?? null,
  };
}
process.stdout.write(JSON.stringify(facts));
