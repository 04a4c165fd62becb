import { and, count, countDistinct, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { content, contentKeys } from '../db/schema';
import type { Db } from '../db/client';
import type { ContentList, StoryDocument } from '../../contracts/ans';
import { paging } from './list-helpers';
import { cardColumn, projectCards } from './list-card';
import { publicContent } from '../content/public-content';

/**
 * Which stories a list shows: those filed under any of `keys` (site keys, read from `content_keys`), optionally of
 * some subtypes; or any other condition on the content table (a date range, a full-text match).
 */
export type ListFilter =
  { keys: string[]; subtypes?: string[]; published?: { from: Date; before: Date } } | { where: SQL | undefined };
type KeyFilter = Extract<ListFilter, { keys: string[] }>;

interface Page {
  size: number;
  offset: number;
  include?: string;
}

/**
 * One page of a list, newest first, with the total for paging: for keys, two queries run side by side; for any other
 * condition, one query that counts the rows it sorts. Either way embargoed documents are left out (decision 0089):
 * `content_keys` holds no key of theirs, and a condition gets `publicContent()` added here.
 */
export async function listContent(db: Db, filter: ListFilter, page: Page): Promise<ContentList> {
  const [cards, total] =
    'keys' in filter
      ? await Promise.all([keyedPage(db, filter, page), keyedCount(db, filter)])
      : await wherePage(db, filter.where, page);
  return {
    content_elements: projectCards(cards, page.include),
    count: total,
    ...paging(page.offset, page.size, total),
  };
}

function keyCondition(filter: KeyFilter, keys: string[]): SQL | undefined {
  return and(
    keys.length === 1 ? eq(contentKeys.key, keys[0]) : inArray(contentKeys.key, keys),
    filter.subtypes?.length ? inArray(contentKeys.subtype, filter.subtypes) : undefined,
    filter.published ? gte(contentKeys.publishDate, filter.published.from) : undefined,
    filter.published ? lt(contentKeys.publishDate, filter.published.before) : undefined,
  );
}

/** The ids of one page, read newest first from the `content_keys` index with a LIMIT. */
function pageIds(db: Db, filter: KeyFilter, page: Page) {
  const keys = [...new Set(filter.keys)];
  const list = (key: string) =>
    db
      .select({ id: contentKeys.id, publishDate: contentKeys.publishDate })
      .from(contentKeys)
      .where(keyCondition(filter, [key]))
      .orderBy(desc(contentKeys.publishDate), desc(contentKeys.id));
  if (keys.length === 1) return list(keys[0]).limit(page.size).offset(page.offset).as('p');
  // A story among the first offset + size of the merged lists is among the first offset + size of each list it is
  // in, so each list is read that far only; DISTINCT drops a story filed under two of the keys.
  const heads = keys.map((key) => list(key).limit(page.offset + page.size));
  const merged = unionAll(heads[0], heads[1], ...heads.slice(2)).as('m');
  return db
    .selectDistinct({ id: merged.id, publishDate: merged.publishDate })
    .from(merged)
    .orderBy(desc(merged.publishDate), desc(merged.id))
    .limit(page.size)
    .offset(page.offset)
    .as('p');
}

async function keyedPage(db: Db, filter: KeyFilter, page: Page): Promise<(Partial<StoryDocument> | null)[]> {
  const ids = pageIds(db, filter, page);
  const rows = await db
    .select({ card: cardColumn(page.include) })
    .from(ids)
    .innerJoin(content, eq(content.id, ids.id))
    .orderBy(desc(ids.publishDate), desc(ids.id));
  return rows.map((r) => r.card);
}

async function keyedCount(db: Db, filter: KeyFilter): Promise<number> {
  const keys = [...new Set(filter.keys)];
  const [{ total }] = await db
    .select({ total: keys.length === 1 ? count() : countDistinct(contentKeys.id) })
    .from(contentKeys)
    .where(keyCondition(filter, keys));
  return total;
}

/**
 * The page's ids first, then their documents, so rows skipped by OFFSET are never read whole. A search reads every
 * match to sort it (a GIN index has no order), so the page counts them as it goes (`count(*) over ()`) instead of a
 * second query finding them again; a day is counted from the same index range. Only a page past the end, which has no
 * row to carry the count, counts on its own.
 */
async function wherePage(
  db: Db,
  condition: SQL | undefined,
  page: Page,
): Promise<[(Partial<StoryDocument> | null)[], number]> {
  const where = and(condition, publicContent());
  const ids = db
    .select({
      id: content.id,
      publishDate: content.publishDate,
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(content)
    .where(where)
    .orderBy(desc(content.publishDate), desc(content.id))
    .limit(page.size)
    .offset(page.offset)
    .as('p');
  const rows = await db
    .select({ card: cardColumn(page.include), total: ids.total })
    .from(ids)
    .innerJoin(content, eq(content.id, ids.id))
    .orderBy(desc(ids.publishDate), desc(ids.id));
  const total = rows.length ? Number(rows[0].total) : page.offset > 0 ? await whereCount(db, where) : 0;
  return [rows.map((r) => r.card), total];
}

async function whereCount(db: Db, where: SQL | undefined): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(content).where(where);
  return total;
}
