import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashInputs, isUpToDate, writeStamp } from './stamp';

// `npm start` builds again exactly when a build input changed: a source file, a config, the lock file.
const dirs: string[] = [];
function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stamp-'));
  dirs.push(root);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
  return root;
}
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('build stamp', () => {
  const files = {
    'server/main.ts': 'serve()',
    'blocks/a/index.ts': 'export default 1',
    'blocks/a/a.test.ts': 'test()',
    'package-lock.json': '{}',
  };

  it('changes with a source file, a renamed file or the lock file', () => {
    const root = tree(files);
    const before = hashInputs(root);
    expect(hashInputs(root)).toBe(before);
    fs.writeFileSync(path.join(root, 'blocks/a/index.ts'), 'export default 2');
    const edited = hashInputs(root);
    expect(edited).not.toBe(before);
    fs.renameSync(path.join(root, 'server/main.ts'), path.join(root, 'server/start.ts'));
    const renamed = hashInputs(root);
    expect(renamed).not.toBe(edited);
    fs.writeFileSync(path.join(root, 'package-lock.json'), '{"v":2}');
    expect(hashInputs(root)).not.toBe(renamed);
  });

  it('ignores tests, so editing one does not rebuild', () => {
    const root = tree(files);
    const before = hashInputs(root);
    fs.writeFileSync(path.join(root, 'blocks/a/a.test.ts'), 'test(); test()');
    expect(hashInputs(root)).toBe(before);
  });

  it('tells a build of these inputs from one of others, and from none', () => {
    const root = tree(files);
    const out = path.join(root, 'dist');
    fs.mkdirSync(out);
    const hash = hashInputs(root);
    expect(isUpToDate(out, hash)).toBe(false);
    writeStamp(out, hash);
    expect(isUpToDate(out, hash)).toBe(true);
    fs.writeFileSync(path.join(root, 'server/main.ts'), 'serve(); log()');
    expect(isUpToDate(out, hashInputs(root))).toBe(false);
  });
});
