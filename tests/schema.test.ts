import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateSchemas } from '../schema/generate';
import { createPageValidator, formatError } from '../schema/validate';
import { loadBlocks } from '../runtime/registry';
import { readJsonFiles } from '../schema/json-files';
import { rootDir } from '../server/config';

const validatorPromise = loadBlocks().then(createPageValidator);

describe('generated JSON Schemas', () => {
  it('and docs/blocks.md are up to date with the blocks (run `npm run schema` when this fails)', async () => {
    for (const [file, text] of Object.entries(await generateSchemas())) {
      expect(fs.readFileSync(path.join(rootDir, file), 'utf8'), file).toBe(text);
    }
  });
});

describe('page config validation', () => {
  it('accepts every committed page config and template', async () => {
    const validate = await validatorPromise;
    const errors = [...readJsonFiles('page-configs'), ...readJsonFiles('templates')].flatMap(({ file, json }) =>
      validate(file, json).map(formatError),
    );
    expect(errors).toEqual([]);
  });

  const page = (node: unknown) => ({
    id: 'x',
    route: '/x/',
    layout: 'default',
    areas: { main: [{ container: 'two-column', children: { main: [], rail: [node] } }] },
  });

  it('names the file, the JSON pointer, the rule and the block', async () => {
    const validate = await validatorPromise;
    const errors = validate(
      'page-configs/semana/x.json',
      page({ block: 'latest-news-box', version: 2, config: { published: true, collectionId: '' } }),
    );
    expect(errors.map(formatError)).toEqual([
      'page-configs/semana/x.json /areas/main/0/children/rail/0/config/collectionId must NOT have fewer than 1 characters (latest-news-box)',
    ]);
  });

  it('rejects unknown block names and misspelt fields', async () => {
    const validate = await validatorPromise;
    expect(validate('f.json', page({ block: 'latest-newz', version: 1, config: {} })).map(formatError)).toEqual([
      'f.json /areas/main/0/children/rail/0/block is an unknown block (latest-newz)',
    ]);
    const typo = validate(
      'f.json',
      page({ block: 'latest-news-box', version: 2, config: { published: true, collectionId: 'a', colection: 'b' } }),
    );
    expect(typo.map(formatError)).toEqual([
      'f.json /areas/main/0/children/rail/0/config/colection is not a known field (latest-news-box)',
    ]);
  });

  it('rejects a version newer than the block and an unknown layout', async () => {
    const validate = await validatorPromise;
    const errors = validate('f.json', {
      ...page({ block: 'latest-news-box', version: 9, config: { published: true, collectionId: 'a' } }),
      layout: 'nope',
    }).map(formatError);
    expect(errors).toContain(
      'f.json /layout must be one of "default", "bare", "landing", "foros-semana", "product", "soho", "elpais"',
    );
    expect(errors).toContain('f.json /areas/main/0/children/rail/0/version must be <= 2 (latest-news-box)');
  });
});

describe('block registry', () => {
  it('gives every block a `published` flag that defaults to false', async () => {
    for (const block of (await loadBlocks()).values()) {
      expect(block.config.parse({ ...minimalConfig(block.name) }).published, block.name).toBe(false);
    }
  });

  it('ships an island entry for exactly the interactive blocks', async () => {
    for (const block of (await loadBlocks()).values()) {
      const hasIsland = fs.existsSync(path.join(rootDir, 'blocks', block.name, 'island.ts'));
      expect(hasIsland, `${block.name}: island.ts present iff interactive`).toBe(Boolean(block.interactive));
    }
  });
});

/** The smallest config each block accepts, taken from the page configs that use it. */
function minimalConfig(name: string): Record<string, unknown> {
  const files = [...readJsonFiles('page-configs'), ...readJsonFiles('templates')].map((f) => f.json);
  // A walk, not a pattern over the text: a config may hold maps (autorIds, categorias).
  const find = (node: unknown): Record<string, unknown> | undefined => {
    if (Array.isArray(node)) return node.map(find).find(Boolean);
    if (!node || typeof node !== 'object') return undefined;
    const { block, config } = node as { block?: unknown; config?: Record<string, unknown> };
    if (block === name && config) return config;
    return Object.values(node).map(find).find(Boolean);
  };
  const config = { ...find(files) };
  delete config.published;
  return config;
}
