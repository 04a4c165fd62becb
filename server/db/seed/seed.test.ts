import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { openPglite } from '../../../tests/helpers/databases';
import { authors, collections, content, pageViews } from '../schema';
import { generateDemoContent } from './demo-content';
import { seed, seedLarge } from './seed';

const NOW = Date.UTC(2026, 10, 20, 12);
let database: Database;
beforeAll(async () => {
  database = await openPglite('migrated');
});
afterAll(() => database.close());

const rows = async (table: typeof content | typeof authors | typeof collections | typeof pageViews) =>
  (await database.db.select({ n: count() }).from(table))[0].n;

describe('seed', () => {
  it('writes the demo corpus into an in-memory PGlite', async () => {
    const demo = generateDemoContent(NOW);
    const started = performance.now();
    await seed(database, demo);
    console.info(`seeded ${demo.stories.length} items in memory in ${Math.round(performance.now() - started)} ms`);
    expect(await rows(content)).toBe(demo.stories.length);
    expect(await rows(authors)).toBe(demo.authors.length);
    expect(await rows(collections)).toBe(demo.collections.length);
    expect(await rows(pageViews)).toBe(demo.pageViews.length);
    const [story] = await database.db
      .select({ sections: content.sections, doc: content.doc })
      .from(content)
      .where(eq(content.id, demo.stories[0]._id));
    expect(story.doc).toEqual(demo.stories[0]);
  });

  it('replaces what was there when run again', async () => {
    const small = generateDemoContent(NOW, { storiesPerSite: 12 });
    await seed(database, small);
    expect(await rows(content)).toBe(small.stories.length);
  });

  it('runs in one transaction: a failing write leaves the previous content', async () => {
    const before = await rows(content);
    const broken = generateDemoContent(NOW, { storiesPerSite: 5 });
    broken.stories.push(broken.stories[0]); // a duplicate id breaks the last insert
    await expect(seed(database, broken)).rejects.toThrow();
    expect(await rows(content)).toBe(before);
  });

  it('builds a larger corpus in batches', async () => {
    const progress: number[] = [];
    const written = await seedLarge(database, { storiesPerSite: 400, now: NOW, onProgress: (n) => progress.push(n) });
    // 400 items and 32 TV videos per site (sixteen of them the news programme's, ADR 0035), and Mujeres' columnist's
    // 20 catalogue columns (./columns.ts, issue 28: the {product} author page's 'Cargar más'), and the printed
    // editions of the two sites whose menus link «Impresa» (./editions.ts: 4 a year from 2000 to last year, 104 each).
    expect(written).toBe(2820);
    expect(await rows(content)).toBe(2820);
    expect(progress.at(-1)).toBe(2820);
    expect(await rows(collections)).toBe(18);
    expect(await rows(pageViews)).toBeGreaterThan(0);
  });
});
