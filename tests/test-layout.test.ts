import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Where tests and test data go (docs/architecture.md, "Where new code goes"), checked over the tree. */
const root = path.resolve(import.meta.dirname, '..');
const blocksDir = path.join(root, 'blocks');
const blockNames = fs.readdirSync(blocksDir).filter((n) => fs.statSync(path.join(blocksDir, n)).isDirectory());
const TEST = /\.test\.tsx?$/;

/** Generated, installed or built: not ours to lay out. */
const NOT_SOURCE =
  /^(node_modules|dist|storybook-static|tmp|data|coverage|\.git|\.cache|server\/db\/migrations|\.storybook\/public)$/;

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (NOT_SOURCE.test(path.relative(root, full))) return [];
    return e.isDirectory() ? walk(full) : [full];
  });
}

describe("a block's tests", () => {
  it('are in blocks/<name>/<name>.test.ts(x): the block through its definition and component', () => {
    const missing = blockNames.filter(
      (name) => !['ts', 'tsx'].some((ext) => fs.existsSync(path.join(blocksDir, name, `${name}.test.${ext}`))),
    );
    expect(missing).toEqual([]);
  });

  it('are otherwise named for the block (<name>.<subject>.test) or for the module they test, never index.test', () => {
    const misnamed = blockNames.flatMap((name) =>
      walk(path.join(blocksDir, name))
        .filter((file) => TEST.test(file))
        .filter((file) => {
          const base = path.basename(file).replace(TEST, '');
          if (base === name || base.startsWith(`${name}.`)) return false;
          const module = path.join(path.dirname(file), base);
          return base === 'index' || !['.ts', '.tsx'].some((ext) => fs.existsSync(module + ext));
        })
        .map((file) => path.relative(root, file)),
    );
    expect(misnamed).toEqual([]);
  });
});

describe('test data', () => {
  it('lives in fixtures/ only: no fixture file anywhere else', () => {
    const folders = ['blocks', 'ui', 'runtime', 'layouts', 'templates', 'schema', 'contracts', 'server', '.storybook'];
    const strays = [...folders.flatMap((f) => walk(path.join(root, f))), ...walk(path.join(root, 'tests'))]
      .map((file) => path.relative(root, file))
      .filter((file) => /fixture/i.test(path.basename(file)) || file.startsWith('tests/fixtures/'));
    expect(strays).toEqual([]);
  });
});

describe('browser tests', () => {
  it('each start their server and Chromium through browserTest() (or readOnlyBrowserTest()), one per file', () => {
    const dir = path.join(root, 'tests/browser');
    const own = fs
      .readdirSync(dir)
      .filter((file) => TEST.test(file))
      // npm run dev is the subject of this one: it runs the dev server in a child process, as an operator would.
      .filter((file) => file !== 'dev-server.test.ts')
      .filter((file) => {
        const code = fs.readFileSync(path.join(dir, file), 'utf8');
        return /startTestServer|launchBrowser/.test(code) || (code.match(/[bB]rowserTest\(/g) ?? []).length !== 1;
      });
    expect(own).toEqual([]);
  });
});

describe('source files', () => {
  it('are at most 300 lines (split by subject instead)', () => {
    const long = walk(root)
      .map((file) => path.relative(root, file))
      .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file))
      .filter((file) => fs.readFileSync(path.join(root, file), 'utf8').split('\n').length > 301);
    expect(long).toEqual([]);
  });
});
