import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/** The dependency rule of docs/architecture.md, as eslint.config.js enforces it. */
const eslint = new ESLint();

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the dependency rule', () => {
  it('refuses server/ in a block, a ui piece, the runtime, a layout and the schema', async () => {
    const cases: [string, string][] = [
      ['blocks/article-body/body-data.ts', "import { x } from '../../server/config';\nexport const y = x;\n"],
      ['ui/card-item.ts', "import type { Db } from '../server/db/client';\nexport type Y = Db;\n"],
      ['runtime/render.tsx', "import { x } from '../server/config';\nexport const y = x;\n"],
      ['layouts/index.tsx', "import { x } from '../server/config';\nexport const y = x;\n"],
      ['schema/generate.ts', "import { x } from '../server/config';\nexport const y = x;\n"],
    ];
    for (const [file, code] of cases) expect(await restricted(file, code), file).toHaveLength(1);
  });

  it('refuses server/ through import() and require() too, which no-restricted-imports does not see', async () => {
    const dynamic = async (filePath: string, code: string) => {
      const [result] = await eslint.lintText(code, { filePath });
      return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
    };
    const cases: [string, string][] = [
      ['blocks/article-body/body-data.ts', "export const load = () => import('../../server/config');\n"],
      ['blocks/article-body/ArticleBody.tsx', 'export const load = (f: string) => import(`../../server/${f}`);\n'],
      ['ui/card-item.ts', "export const load = () => import('../server/db/client');\n"],
      ['runtime/render.tsx', "export const load = () => import('../server');\n"],
      [
        'layouts/index.tsx',
        "// eslint-disable-next-line @typescript-eslint/no-require-imports\nexport const c = require('../server/config');\n",
      ],
      ['templates/choose.ts', "export const load = () => import('../server/config');\n"],
      ['schema/generate.ts', "export const load = () => import('../server/config');\n"],
      ['contracts/x.ts', "export const load = () => import('../server/config');\n"],
    ];
    for (const [file, code] of cases)
      expect(await dynamic(file, code), file).toEqual([expect.stringContaining('(docs/architecture.md)')]);
    // The server itself, a test and a package stay free to load what they like.
    expect(await dynamic('server/app.ts', "export const load = () => import('./config');\n")).toEqual([]);
    expect(await dynamic('blocks/a/a.test.ts', "export const load = () => import('../../server/config');\n")).toEqual(
      [],
    );
    expect(await dynamic('blocks/a/A.tsx', "export const load = () => import('./logout');\n")).toEqual([]);
  });

  it('keeps the runtime off blocks/, ui/ and layouts/, and contracts/ off everything of ours', async () => {
    expect(
      await restricted('runtime/render.tsx', "import { layouts } from '../layouts';\nexport { layouts };\n"),
    ).toHaveLength(1);
    expect(await restricted('runtime/x.ts', "import { a } from '../ui/card-item';\nexport { a };\n")).toHaveLength(1);
    expect(await restricted('contracts/x.ts', "import { a } from '../runtime/types';\nexport { a };\n")).toHaveLength(
      1,
    );
  });

  it("refuses a component importing its own block's index.ts", async () => {
    const code = "import def from './index';\nexport const d = def;\n";
    expect(await restricted('blocks/article-body/ArticleBody.tsx', code)).toHaveLength(1);
  });

  it("lets a component import only types from its block's config.ts (zod stays out of the browser)", async () => {
    const typeRule = async (code: string) => {
      const [result] = await eslint.lintText(code, { filePath: 'blocks/hero-slider/HeroSlider.tsx' });
      return result.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports');
    };
    expect(await typeRule("import { config } from './config';\nexport const c = config;\n")).toHaveLength(1);
    expect(await typeRule("import type { Config } from './config';\nexport type C = Config;\n")).toEqual([]);
  });

  it('keeps fixtures/ out of the site: only stories and tests import test data', async () => {
    const fixture = (from: string) => `import { cardItems } from '${from}fixtures/cards';\nexport { cardItems };\n`;
    for (const file of ['blocks/most-read/MostRead.tsx', 'ui/card-item.ts', 'runtime/render.tsx', 'server/app.ts'])
      expect(await restricted(file, fixture(file.startsWith('blocks/') ? '../../' : '../')), file).toEqual([
        expect.stringContaining('Only stories and tests may import fixtures/'),
      ]);
    expect(await restricted('blocks/most-read/MostRead.stories.tsx', fixture('../../'))).toEqual([]);
    expect(await restricted('blocks/most-read/most-read.test.tsx', fixture('../../'))).toEqual([]);
    expect(await restricted('.storybook/preview.tsx', fixture('../'))).toEqual([]);
    // Stories and fixtures never reach into the server.
    const server = "import { x } from '../../server/config';\nexport { x };\n";
    expect(await restricted('blocks/most-read/MostRead.stories.tsx', server)).toHaveLength(1);
    expect(await restricted('fixtures/x.ts', server.replace('../../', '../'))).toHaveLength(1);
  });

  it('allows the imports that follow the direction', async () => {
    const block = [
      "import type { StoryDocument } from '../../contracts/ans';",
      "import { defineBlock } from '../../runtime/define-block';",
      "import { cardItem } from '../../ui/card-item';",
      'export type S = StoryDocument;',
      'export { defineBlock, cardItem };',
      '',
    ].join('\n');
    expect(await restricted('blocks/article-body/body-data.ts', block)).toEqual([]);
    expect(
      await restricted('runtime/x.ts', "import { isSlug } from '../contracts/slug';\nexport { isSlug };\n"),
    ).toEqual([]);
    // Tests may import anything.
    expect(
      await restricted('blocks/article-body/x.test.ts', "import { x } from '../../server/config';\nexport { x };\n"),
    ).toEqual([]);
  });
});
