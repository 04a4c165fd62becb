import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJsonFileResults } from '../schema/json-files';
import {
  chromeInAreas,
  duplicateRoutes,
  unknownReferences,
  unpublishedBlocks,
  type KnownContent,
} from '../schema/page-checks';
import { createPageValidator, explainProblems, formatError } from '../schema/validate';
import { loadBlocks } from '../runtime/registry';
import { preparePage } from '../runtime/prepare-page';
import { renderBody } from '../runtime/render';
import { layouts } from '../layouts';
import { watchPageFiles } from '../server/pages/page-store';
import { knownContent } from '../server/pages/known-content';
import type { Database } from '../server/db/client';
import { openPglite } from './helpers/databases';
import { loadSites } from '../server/sites';
import type { PageNode } from '../runtime/types';

const page = (...main: PageNode[]) => ({ id: 'x', route: '/x/', layout: 'default', areas: { main } });
const grid = (config: Record<string, unknown>) => ({ block: 'article-card-grid', version: 1, config });

describe('npm run validate: files an editor broke', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-'));
    fs.mkdirSync(path.join(root, 'page-configs', 'semana'), { recursive: true });
    fs.mkdirSync(path.join(root, 'templates'));
    fs.writeFileSync(path.join(root, 'page-configs/semana/ok.json'), JSON.stringify(page()));
    fs.writeFileSync(
      path.join(root, 'page-configs/semana/broken.json'),
      '{\n  "id": "x",\n  "route": "/x/"\n  "layout": 1\n}\n',
    );
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('names a file that is not JSON and the line and column, instead of a stack trace', () => {
    const results = readJsonFileResults('page-configs', root);
    expect(results.map((r) => r.file)).toEqual(['page-configs/semana/broken.json', 'page-configs/semana/ok.json']);
    const broken = results[0];
    expect('error' in broken && formatError(broken.error)).toMatch(
      /^page-configs\/semana\/broken\.json \/ is not valid JSON at line 4, column 3: /,
    );
  });

  it('reloads pages when a page config changes (npm run dev)', async () => {
    let changes = 0;
    const stop = watchPageFiles(() => changes++, root);
    try {
      fs.writeFileSync(path.join(root, 'page-configs/semana/ok.json'), JSON.stringify(page(grid({}))));
      await expect.poll(() => changes, { timeout: 5000 }).toBe(1);
    } finally {
      stop();
    }
  });
});

describe('checks a schema cannot make', () => {
  it('refuses two pages of one site with one route, but not a site page over a shared one', () => {
    const errors = duplicateRoutes([
      { file: 'page-configs/shared/a.json', json: page() },
      { file: 'page-configs/semana/a.json', json: page() },
      { file: 'page-configs/semana/b.json', json: page() },
    ]);
    expect(errors.map(formatError)).toEqual([
      'page-configs/semana/b.json /route /x/ is already the route of page-configs/semana/a.json',
    ]);
  });

  it('refuses a block that would render nothing because it is not published', () => {
    const json = {
      ...page(grid({ published: true })),
      areas: { main: [{ container: 'two-column', children: { rail: [grid({})] } }] },
    };
    expect(unpublishedBlocks({ file: 'f.json', json }).map(formatError)).toEqual([
      'f.json /areas/main/0/children/rail/0/config/published must be true: an unpublished block renders nothing (publish it or remove it) (article-card-grid)',
    ]);
  });

  it('refuses sections and collections the content of a serving site does not have', async () => {
    const registry = await loadBlocks();
    const known: KnownContent = new Map([
      ['semana', { section: new Set(['/nacion']), collection: new Set(['portada']) }],
      ['soho', { section: new Set(['/nacion']), collection: new Set<string>() }],
    ]);
    const json = page(grid({ published: true, section: 'nacion' }), grid({ published: true, section: '/nacoin/' }), {
      block: 'hero-slider',
      version: 1,
      config: { published: true, collectionId: 'portada' },
    });
    expect(unknownReferences({ file: 'page-configs/semana/h.json', json }, registry, known).map(formatError)).toEqual([
      'page-configs/semana/h.json /areas/main/1/config/section "/nacoin/" is not a known section of semana (article-card-grid)',
    ]);
    expect(unknownReferences({ file: 'page-configs/shared/h.json', json }, registry, known).map(formatError)).toEqual([
      'page-configs/shared/h.json /areas/main/1/config/section "/nacoin/" is not a known section of semana, soho (article-card-grid)',
      'page-configs/shared/h.json /areas/main/2/config/collectionId "portada" is not a known collection of soho (hero-slider)',
    ]);
  });

  it('gives every block name a description for the editor’s autocomplete', async () => {
    const registry = await loadBlocks();
    for (const block of registry.values()) expect(block.description, block.name).toMatch(/^\p{Lu}.{10,}/u);
    const schema = JSON.parse(fs.readFileSync('schema/page-config.schema.json', 'utf8'));
    const names = schema.$defs.block.properties.block;
    expect(names.enumDescriptions).toHaveLength(names.enum.length);
  });
});

describe('the committed pages pass the checks against the demo content', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite('seeded');
  });
  afterAll(() => database.close());

  it('find every section and collection they name', async () => {
    const registry = await loadBlocks();
    const known = await knownContent(database.db, [...loadSites().keys()]);
    expect(known.get('semana')!.section.has('/nacion')).toBe(true);
    expect(known.get('mujeres')!.collection.has('ultimas')).toBe(true);
    const files = ['page-configs', 'templates'].flatMap((folder) =>
      readJsonFileResults(folder).flatMap((r) => ('json' in r ? [r] : [])),
    );
    const errors = [
      ...duplicateRoutes(files),
      ...files.flatMap(unpublishedBlocks),
      ...files.flatMap(chromeInAreas),
      ...files.flatMap((f) => unknownReferences(f, registry, known)),
    ];
    expect(errors.map(formatError)).toEqual([]);
  });
});

describe('a bad node on a page', () => {
  const bad = page(grid({ published: true, feedSize: 500 }), { block: 'latest-newz', config: {} });
  const ctx = { site: [...loadSites().values()][0], now: 0, path: '/x/', params: {} };

  it('shows an error box with validate’s message outside production', async () => {
    const registry = await loadBlocks();
    const { areas, problems } = preparePage(bad, registry, { keepProblems: true });
    explainProblems(
      'page-configs/semana/x.json',
      problems,
      createPageValidator(registry)('page-configs/semana/x.json', bad),
    );
    const { html } = renderBody(layouts.default, areas, new Map(), ctx);
    expect(html).toContain('Bloque no válido');
    expect(html).toContain('page-configs/semana/x.json /areas/main/0/config/feedSize must be &lt;= 50');
    expect(html).toContain('/areas/main/1/block is an unknown block');
  });

  it('is left out in production', async () => {
    const { areas, problems } = preparePage(bad, await loadBlocks());
    expect(problems).toHaveLength(2);
    expect(renderBody(layouts.default, areas, new Map(), ctx).html).not.toContain('Bloque no válido');
  });
});

describe('docs/blocks.md', () => {
  it('lists every block with its description, fields and defaults, hydration and sources', () => {
    const doc = fs.readFileSync('docs/blocks.md', 'utf8');
    expect(doc).toContain('## latest-news-box\n\nCaja de últimas noticias de una colección');
    expect(doc).toMatch(/\| `feedSize` \| Cantidad de notas \| integer 1–50 \| 8 \|/);
    expect(doc).toContain('- Fuentes: `content-api-collections`');
    expect(doc).toContain('- Navegador: isla, se hidrata en `visible`');
  });
});
