import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyBlock, BlockDefinition, BlockConfigShape } from './define-block';

const blocksDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'blocks');

export type BlockRegistry = Map<string, AnyBlock>;
/** Imports one `blocks/<name>/index.ts`, given its absolute path. */
export type BlockLoader = (file: string) => Promise<unknown>;
let loaded: Promise<BlockRegistry> | undefined;

// A template literal relative to this file, not a computed URL: esbuild bundles every match into the compiled server
// (`npm start`, server/build/server-bundle.ts), while tsx and Vitest import the source file.
const nodeImport: BlockLoader = (file) => import(`../blocks/${path.basename(path.dirname(file))}/index.ts`);

/**
 * Finds every `blocks/<name>/index.ts` by itself: adding a block is adding a folder. With a loader (`npm run dev`:
 * Vite's, which re-imports an edited module) the registry is built afresh on each call instead of once.
 */
export function loadBlocks(load?: BlockLoader): Promise<BlockRegistry> {
  if (load) return buildRegistry(load);
  loaded ??= buildRegistry(nodeImport);
  return loaded;
}

async function buildRegistry(load: BlockLoader): Promise<BlockRegistry> {
  const registry: BlockRegistry = new Map();
  const folders = fs
    .readdirSync(blocksDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(blocksDir, d.name, 'index.ts')))
    .map((d) => d.name)
    .sort();
  for (const folder of folders) {
    const mod = (await load(path.join(blocksDir, folder, 'index.ts'))) as {
      default: BlockDefinition<BlockConfigShape, never>;
    };
    const block = mod.default as unknown as AnyBlock;
    if (block.name !== folder) throw new Error(`blocks/${folder}: block name "${block.name}" must equal its folder`);
    registry.set(block.name, block);
  }
  return registry;
}
