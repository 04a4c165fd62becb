import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/spec-coverage/ is the answer to "which of the spec's 780 checks does the product meet, and which test shows
 * it" (issue 28). These checks keep that answer honest as files move: every item listed once, every cited test there.
 */
const root = path.resolve(import.meta.dirname, '..');
const coverageDir = path.join(root, 'docs/spec-coverage');
/** One line per checklist item, "S1-001 1.1" (a fresh clone has no ../shared/spec to read them from). */
const itemsFile = path.join(coverageDir, 'checklist-items.txt');
const sharedChecklist = path.join(root, '../shared/spec/checklist.md');

const STATUSES = ['met', 'deviation', 'not met'] as const;
type Status = (typeof STATUSES)[number];
interface Row {
  id: string;
  status: string;
  cites: string;
  file: string;
}

function checklistIds(): string[] {
  return fs
    .readFileSync(itemsFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(' ')[0]);
}

export function coverageRows(): Row[] {
  return fs
    .readdirSync(coverageDir)
    .filter((name) => name.endsWith('.md'))
    .flatMap((file) =>
      fs
        .readFileSync(path.join(coverageDir, file), 'utf8')
        .split('\n')
        .map((line) => /^\|\s*(S[123]-\d{3})\s*\|\s*([^|]+?)\s*\|(.*)\|\s*$/.exec(line))
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => ({ id: m[1], status: m[2], cites: m[3], file }))
        .map(inheritSame),
    );
}

/** A row that says "same test" (and cites nothing) is shown by the test the row above it cites. */
function inheritSame(row: Row, index: number, all: Row[]): Row {
  if (index === 0 || citedPaths(row.cites).length > 0 || !/^\s*same\b/i.test(row.cites)) return row;
  return { ...row, cites: `${inheritSame(all[index - 1], index - 1, all).cites} ${row.cites}` };
}

/** `tests/browser/{a,b}.test.ts` → both files; a test title after `::` or `>` is not part of the path. */
function expand(cited: string): string[] {
  const clean = cited.split(/::| > /)[0].trim();
  const brace = /\{([^}]+)\}/.exec(clean);
  if (!brace) return [clean];
  return brace[1].split(',').flatMap((part) => expand(clean.replace(brace[0], part)));
}

/** blocks.md's short names: `blocks/x` is the block's own test file, `browser/x` is `tests/browser/x.test.ts`. */
function shortName(text: string): string | undefined {
  const block = /^blocks\/([\w-]+)$/.exec(text);
  if (block) return [`blocks/${block[1]}/${block[1]}.test.tsx`, `blocks/${block[1]}/${block[1]}.test.ts`].find(exists);
  const browser = /^browser\/([\w-]+)$/.exec(text);
  return browser ? `tests/browser/${browser[1]}.test.ts` : undefined;
}

const exists = (p: string) => fs.existsSync(path.join(root, p));

/** Backticked repository paths in a row: `blocks/x/x.test.tsx`, `docs/decisions/0091-….md`; not routes or code. */
function citedPaths(cites: string): string[] {
  return [...cites.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1])
    .flatMap((text) => {
      const short = shortName(text);
      if (short) return [short];
      return /^[\w.-]+\/[^()]*\.(tsx?|mjs|md|json|css|sql|sh)(::.*)?$/.test(text) || text === '.ci/run'
        ? expand(text)
        : [];
    });
}

const isTest = (p: string) => /\.(test|stories)\.tsx?$/.test(p) || p === '.ci/run' || p.startsWith('tests/');

describe('docs/spec-coverage', () => {
  const rows = coverageRows();

  it('knows the 780 items of the checklist (252 of spec 1, 328 of spec 2, 200 of spec 3)', () => {
    const ids = checklistIds();
    expect(new Set(ids).size).toBe(780);
    expect(['S1', 'S2', 'S3'].map((s) => ids.filter((id) => id.startsWith(s)).length)).toEqual([252, 328, 200]);
    if (fs.existsSync(sharedChecklist)) {
      const fromSpec = [...fs.readFileSync(sharedChecklist, 'utf8').matchAll(/^- \[(S[123]-\d{3})\]/gm)].map(
        (m) => m[1],
      );
      expect(fromSpec).toEqual(ids);
    }
  });

  it('lists every item of the checklist exactly once, and nothing else', () => {
    const ids = new Set(checklistIds());
    const seen = new Map<string, string>();
    const twice = rows.filter((row) => seen.has(row.id) || !seen.set(row.id, row.file)).map((r) => r.id);
    expect(twice).toEqual([]);
    expect(rows.map((r) => r.id).filter((id) => !ids.has(id))).toEqual([]);
    expect([...ids].filter((id) => !seen.has(id))).toEqual([]);
  });

  it('gives each item a status: met, deviation or not met', () => {
    const odd = rows.filter((row) => !STATUSES.includes(row.status as Status)).map((r) => `${r.id}: ${r.status}`);
    expect(odd).toEqual([]);
  });

  it('cites, for every met item and every deviation, a test that exists in the repository', () => {
    const unshown = rows
      .filter((row) => row.status !== 'not met')
      .filter((row) => !citedPaths(row.cites).some((p) => isTest(p) && exists(p)))
      .map((r) => `${r.file}: ${r.id}`);
    expect(unshown).toEqual([]);
  });

  it('cites only files that exist', () => {
    const missing = rows.flatMap((row) =>
      citedPaths(row.cites)
        .filter((p) => !exists(p))
        .map((p) => `${row.file}: ${row.id} cites ${p}`),
    );
    expect(missing).toEqual([]);
  });

  it('records each deviation in a decision', () => {
    const unreasoned = rows
      .filter((row) => row.status === 'deviation')
      .filter((row) => !/decision \d{4}|docs\/decisions\/\d{4}/i.test(row.cites))
      .map((r) => `${r.file}: ${r.id}`);
    expect(unreasoned).toEqual([]);
  });
});
