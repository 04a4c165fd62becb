import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { globSync } from 'tinyglobby';

/**
 * Decision 0089: an embargoed document is left out wherever readers are served, by `publicContent()` on a read of the
 * content table or by reading through `content_keys` (which holds no key of an embargoed document). A new public
 * read that does neither would show embargoed documents: this names the file.
 */
const READS_CONTENT = /\.from\(content\)|[jJ]oin\(content,/;

/** Reads that are not public, each with why. */
const NOT_PUBLIC: Record<string, string> = {
  'server/content/ingest.ts': 'the import itself',
  'server/content/embargo.ts': 'the release of ended embargoes',
  'server/content/arc-sync.ts': 'which versions the import already holds',
  'server/db/seed/seed.ts': 'the seed counts what it wrote',
};

describe('every public read of the content table leaves embargoed documents out', () => {
  const files = globSync('server/**/*.ts', { ignore: ['**/*.test.ts', 'server/editor/**'] }).filter((file) =>
    READS_CONTENT.test(fs.readFileSync(file, 'utf8')),
  );

  it('finds the reads (the pattern still matches how queries are written)', () => {
    expect(files).toEqual(expect.arrayContaining(['server/pages/content-store.ts', 'server/sources/list-query.ts']));
  });

  it.each(files.filter((f) => !(f in NOT_PUBLIC)))('%s filters with publicContent() or reads content_keys', (file) => {
    const code = fs.readFileSync(file, 'utf8');
    expect(/publicContent\(\)|\.from\(contentKeys\)/.test(code), file).toBe(true);
  });
});
