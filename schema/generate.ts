import fs from 'node:fs';
import path from 'node:path';
import { loadBlocks } from '../runtime/registry';
import { fileURLToPath } from 'node:url';
import { buildPageSchema, buildSiteSchema } from './page-schema';
import { buildBlocksDoc } from './blocks-doc';

const rootDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `npm run schema`: writes the editor schemas from the blocks' and sites' zod schemas, and docs/blocks.md. */
export async function generateSchemas(): Promise<Record<string, string>> {
  const registry = await loadBlocks();
  return {
    'schema/page-config.schema.json': JSON.stringify(buildPageSchema(registry), null, 2) + '\n',
    'schema/site-config.schema.json': JSON.stringify(buildSiteSchema(), null, 2) + '\n',
    'docs/blocks.md': buildBlocksDoc(registry, path.join(rootDir, 'blocks')),
  };
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  for (const [file, text] of Object.entries(await generateSchemas())) {
    fs.writeFileSync(path.join(rootDir, file), text);
    console.log(`wrote ${file}`);
  }
}
