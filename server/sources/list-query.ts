import { count, desc, type SQL } from 'drizzle-orm';
import { content } from '../db/schema';
import type { Db } from '../db/client';
import type { ContentList } from '../content/ans';
import { paging, project } from './list-helpers';

/** One page of content rows matching `where`, newest first, with the total for paging. */
export async function listContent(
  db: Db,
  where: SQL | undefined,
  page: { size: number; offset: number; include?: string },
): Promise<ContentList> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ doc: content.doc })
      .from(content)
      .where(where)
      .orderBy(desc(content.publishDate))
      .limit(page.size)
      .offset(page.offset),
    db.select({ total: count() }).from(content).where(where),
  ]);
  return {
    content_elements: rows.map((r) => project(r.doc, page.include)),
    count: total,
    ...paging(page.offset, page.size, total),
  };
}
