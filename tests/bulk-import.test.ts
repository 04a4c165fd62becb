import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../server/db/client';
import { content } from '../server/db/schema';
import { rootDir } from '../server/config';
import { progressLines, summaryText, type ImportSummary } from '../server/content/bulk-import';
import { ansStory } from '../bench/ans-corpus';

// Issue 27, item 6: `npm run content:import <dir>` shows its progress and speed, goes on past broken documents, and
// ends with every refused one (id, JSON pointer, rule) and an exit status that says whether any was refused.

describe('the progress of an import without a terminal', () => {
  it('prints the start, a line at most every interval with the speed so far, and the end', () => {
    const lines: string[] = [];
    let clock = 0;
    const progress = progressLines(
      (l) => lines.push(l),
      2000,
      () => clock,
    );
    progress.start(1000);
    for (let done = 1; done <= 1000; done++) {
      clock += 10; // 100 documents a second
      progress.update(done, done > 500 ? 1 : 0);
    }
    progress.stop();
    expect(lines[0]).toBe('import: 0/1000 documents (0 %), 0 documents/s, 0 refused');
    // 10 s in all: a line every 2 s between the first and the last.
    expect(lines).toHaveLength(6);
    expect(lines[1]).toBe('import: 200/1000 documents (20 %), 100 documents/s, 0 refused');
    expect(lines.at(-1)).toBe('import: 1000/1000 documents (100 %), 100 documents/s, 1 refused');
  });

  it('sums up with the speed, then each refused document and each warning on a line of its own', () => {
    const summary: ImportSummary = {
      files: 3,
      documents: 4,
      created: 2,
      updated: 0,
      embargoed: 1,
      refused: [
        { file: 'b.json', id: 'B1', pointer: '/display_date', rule: 'must be a date-time' },
        { file: 'b.json', id: 'B1', pointer: '/canonical_url', rule: 'must be a site-relative path' },
        { file: 'c.json', id: 'C1', pointer: '/canonical_url', rule: 'another document has it' },
      ],
      warnings: [{ file: 'a.json', id: 'A1', pointer: '/content_restrictions/content_code', rule: 'unknown' }],
      seconds: 2,
    };
    expect(summaryText(summary)).toEqual({
      out: '2 created, 0 updated, 2 rejected (3 files), 1 under embargo in 2.0 s: 2 documents/s',
      err: [
        'refused (3):',
        '  b.json B1 /display_date must be a date-time',
        '  b.json B1 /canonical_url must be a site-relative path',
        '  c.json C1 /canonical_url another document has it',
        'warnings (1):',
        '  a.json A1 /content_restrictions/content_code unknown',
      ].join('\n'),
    });
  });
});

describe('npm run content:import of a folder with broken documents among good ones', () => {
  it('stores every good one, prints its progress, and lists the refused ones with id, pointer and rule', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bulk-'));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bulk-db-'));
    const write = (name: string, json: unknown) =>
      fs.writeFileSync(path.join(folder, name), typeof json === 'string' ? json : JSON.stringify(json));
    // 40 stories one per file, 3 more in one array whose middle one is broken, a file that is not JSON, and a
    // document the database refuses (another id at story 5's address), last in file order.
    for (let i = 1; i <= 40; i++) write(`${String(i).padStart(3, '0')}.json`, ansStory(i));
    write('041-array.json', [
      ansStory(41),
      { ...ansStory(42), display_date: 'ayer', canonical_url: 'javascript:alert(1)//' },
      ansStory(43),
    ]);
    write('050-truncated.json', '{"_id": "CUT1", "type": "sto');
    write('zz-duplicate.json', { ...ansStory(5), _id: 'DUPLICATE1' });

    const failure = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'server/content/import-cli.ts', folder],
      { cwd: rootDir, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
    ).then(
      () => null,
      (err: { code: number; stdout: string; stderr: string }) => err,
    );
    expect(failure?.code).toBe(1);
    const { stdout, stderr } = failure!;
    // The total starts at one document a file (43) and is corrected as the files are read.
    expect(stderr).toContain('import: 0/43 documents (0 %)');
    expect(stderr).toMatch(/import: 44\/44 documents \(100 %\), \d+ documents\/s, 2 refused/);
    expect(stdout).toMatch(/^42 created, 0 updated, 3 rejected \(43 files\) in [\d.]+ s: \d+ documents\/s$/m);
    const refused = stderr.slice(stderr.indexOf('refused ('));
    expect(refused).toMatch(/041-array\.json BULK000042 \/display_date \S/);
    expect(refused).toMatch(/041-array\.json BULK000042 \/canonical_url \S/);
    expect(refused).toMatch(/050-truncated\.json \(archivo\) \/ not valid JSON/);
    expect(refused).toMatch(
      /zz-duplicate\.json DUPLICATE1 \/canonical_url another document of the site has this canonical_url/,
    );

    const database = await openDatabase({ dataDir });
    const stored = (await database.db.select({ id: content.id }).from(content)).map((r) => r.id).sort();
    await database.close();
    const good = [...Array.from({ length: 41 }, (_, i) => i + 1), 43].map((i) => ansStory(i)._id);
    expect(stored).toEqual(good.sort());
  }, 180_000); // a separate Node process that opens its own PGlite
});
