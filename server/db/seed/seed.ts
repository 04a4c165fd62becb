import type { Logger } from 'pino';
import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../client';
import { authors, collections, content, pageViews, staticPages } from '../schema';
import type { StoryDocument } from '../../../contracts/ans';
import { contentRow } from '../../content/content-row';
import { loadSites } from '../../sites';
import {
  HEAD_SIZE,
  defaultNow,
  generateDemoContent,
  siteCollections,
  sitePageViews,
  siteStories,
  type DemoContent,
} from './demo-content';
import { authorRows } from './people';
import { bulkInsert } from './bulk-insert';
import { TV_VIDEOS_PER_SITE } from './tv';
import { catalogueSize } from './columns';
import { editionCount } from './editions';
import { staticPageRows } from './static-pages';

/** Rows per statement: big enough to amortise a round trip, small enough to keep memory flat. */
const BATCH = 500;

async function insertBatched<T extends PgTable>(tx: Tx, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await bulkInsert(tx, table, rows.slice(i, i + BATCH));
}

const insertStories = (tx: Tx, docs: readonly StoryDocument[]) => insertBatched(tx, content, docs.map(contentRow));

async function insertExtras(tx: Tx, extras: Omit<DemoContent, 'stories'>): Promise<void> {
  await insertBatched(tx, authors, extras.authors);
  await insertBatched(tx, collections, extras.collections);
  await insertBatched(tx, pageViews, extras.pageViews);
  // The footer's legal and service pages, placeholder text marked as an example (issue 14).
  await insertStaticPages(tx);
}

const insertStaticPages = (tx: Tx) => insertBatched(tx, staticPages, staticPageRows([...loadSites().values()]));

const clear = (tx: Tx) =>
  tx.execute(sql`truncate table ${content}, ${authors}, ${collections}, ${pageViews}, ${staticPages}`);

/**
 * Fresh statistics for the planner. PGlite has no autovacuum, so without this it plans every list blind (a search
 * filtered a whole site row by row: 60 ms instead of 25 ms at 10k stories).
 */
const analyze = (database: Database) => database.query('analyze');

/**
 * Replaces all content, authors, collections and page views with the demo corpus, in one
 * transaction: a failed seed leaves the previous data as it was.
 */
export async function seed(database: Database, demo: DemoContent = generateDemoContent()): Promise<void> {
  await database.db.transaction(async (tx) => {
    await clear(tx);
    await insertStories(tx, demo.stories);
    await insertExtras(tx, demo);
  });
  await analyze(database);
}

export interface LargeSeedOptions {
  storiesPerSite: number;
  now?: number;
  onProgress?: (written: number, total: number) => void;
}

/**
 * The same corpus at any size (e.g. 100,000 items for benchmarks): generated and written in
 * batches, so memory stays flat; still one transaction.
 */
export async function seedLarge(database: Database, opts: LargeSeedOptions): Promise<number> {
  const sites = [...loadSites().values()];
  const now = opts.now ?? defaultNow();
  const total = sites.reduce(
    (n, s) => n + opts.storiesPerSite + TV_VIDEOS_PER_SITE + catalogueSize(s.slug) + editionCount(s, now),
    0,
  );
  let written = 0;
  await database.db.transaction(async (tx) => {
    await clear(tx);
    const extras: Omit<DemoContent, 'stories'> = { authors: authorRows(sites), collections: [], pageViews: [] };
    for (const site of sites) {
      const head: StoryDocument[] = [];
      let batch: StoryDocument[] = [];
      const flush = async () => {
        await insertStories(tx, batch);
        written += batch.length;
        batch = [];
        opts.onProgress?.(written, total);
      };
      for (const doc of siteStories(site, opts.storiesPerSite, now)) {
        if (head.length < HEAD_SIZE) head.push(doc);
        batch.push(doc);
        if (batch.length >= BATCH * 4) await flush();
      }
      await flush();
      extras.collections.push(...siteCollections(site, head));
      extras.pageViews.push(...sitePageViews(site, head, now));
    }
    await insertExtras(tx, extras);
  });
  await analyze(database);
  return written;
}

/** Start-up path: seed a new, empty database; never touch one that has content. */
export async function seedIfEmpty(database: Database, log: Logger): Promise<void> {
  const [{ n }] = await database.db.select({ n: count() }).from(content);
  if (n > 0) return seedStaticPagesIfEmpty(database);
  const started = Date.now();
  const demo = generateDemoContent();
  await seed(database, demo);
  log.info({ stories: demo.stories.length, ms: Date.now() - started }, 'seeded demo content');
}

/** A database seeded before the static pages existed (migration 0037) gets their example pages, and nothing else. */
async function seedStaticPagesIfEmpty(database: Database): Promise<void> {
  const [{ n }] = await database.db.select({ n: count() }).from(staticPages);
  if (n > 0) return;
  await database.db.transaction(insertStaticPages);
}
