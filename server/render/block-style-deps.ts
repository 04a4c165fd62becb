import fs from 'node:fs';
import path from 'node:path';

const SOURCE = /\.tsx?$/;
const LEFT_OUT = /\.(test|stories)\.tsx?$/;
const SIBLING_IMPORT = /from '\.\.\/([a-z0-9-]+)\//g;

/**
 * Which other block folders each block's code imports from (transitively): a block that renders another folder's
 * component (tv-week-landing's carousels come from tv-sections) needs that folder's styles too, because a page's
 * head carries only the CSS of the blocks it renders (decision 0041).
 */
export function blockStyleDeps(blocksDir: string): Map<string, string[]> {
  const direct = new Map<string, Set<string>>();
  if (!fs.existsSync(blocksDir)) return new Map();
  for (const entry of fs.readdirSync(blocksDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const deps = new Set<string>();
    const folder = path.join(blocksDir, entry.name);
    for (const file of fs.readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
      if (!SOURCE.test(file) || LEFT_OUT.test(file)) continue;
      const text = fs.readFileSync(path.join(folder, file), 'utf8');
      for (const m of text.matchAll(SIBLING_IMPORT)) if (m[1] !== entry.name) deps.add(m[1]);
    }
    direct.set(entry.name, deps);
  }
  const all = new Map<string, string[]>();
  for (const name of direct.keys()) {
    const seen = new Set<string>();
    const visit = (n: string) => {
      for (const d of direct.get(n) ?? []) {
        if (seen.has(d) || d === name) continue;
        seen.add(d);
        visit(d);
      }
    };
    visit(name);
    all.set(name, [...seen]);
  }
  return all;
}
