import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyBlock, BlockDefinition, BlockConfigShape } from './define-block';

const blocksDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'blocks');

export type BlockRegistry = Map<string, AnyBlock>;
let loaded: Promise<BlockRegistry> | undefined;

/** Finds every `blocks/<name>/index.ts` by itself: adding a block is adding a folder. */
export function loadBlocks(): Promise<BlockRegistry> {
  loaded ??= (async () => {
    const registry: BlockRegistry = new Map();
    const folders = fs
      .readdirSync(blocksDir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && fs.existsSync(path.join(blocksDir, d.name, 'index.ts')))
      .map((d) => d.name)
      .sort();
    for (const folder of folders) {
      const mod: { default: BlockDefinition<BlockConfigShape, never> } = await import(
        pathToFileURL(path.join(blocksDir, folder, 'index.ts')).href
      );
      const block = mod.default as unknown as AnyBlock;
      if (block.name !== folder) throw new Error(`blocks/${folder}: block name "${block.name}" must equal its folder`);
      registry.set(block.name, block);
    }
    return registry;
  })();
  return loaded;
}
