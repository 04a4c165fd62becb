import type { Logger } from 'pino';
import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { authors, collections, content, pageViews } from '../schema';
import { generateDemoContent, type DemoContent } from './demo-content';
import { contentRow } from '../../content/content-row';

const BATCH = 200;

/** Writes the demo content in one transaction: a failed seed leaves the database empty. */
export async function seed(database: Database, demo: DemoContent = generateDemoContent()): Promise<void> {
  await database.db.transaction(async (tx) => {
    for (let i = 0; i < demo.stories.length; i += BATCH) {
      await tx.insert(content).values(demo.stories.slice(i, i + BATCH).map(contentRow));
    }
    if (demo.authors.length) await tx.insert(authors).values(demo.authors);
    if (demo.collections.length) await tx.insert(collections).values(demo.collections);
    for (let i = 0; i < demo.pageViews.length; i += BATCH) {
      await tx.insert(pageViews).values(demo.pageViews.slice(i, i + BATCH));
    }
  });
}

export async function seedIfEmpty(database: Database, log: Logger): Promise<void> {
  const [{ n }] = await database.db.select({ n: count() }).from(content);
  if (n > 0) return;
  const started = Date.now();
  const demo = generateDemoContent();
  await seed(database, demo);
  log.info({ stories: demo.stories.length, ms: Date.now() - started }, 'seeded demo content');
}
