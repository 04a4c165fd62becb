import { z } from 'zod';
import { and, arrayOverlaps, count, desc, eq } from 'drizzle-orm';
import { content } from '../db/schema';
import { defineSource } from './define-source';
import { feedOffset, feedSize, paging, project, sourceInclude, toSectionPaths } from './list-helpers';
import type { ContentList } from '../content/ans';

/** Latest stories of one or more sections, newest first (spec 1, 7 and spec 3, 7). */
export default defineSource({
  name: 'content-apir',
  ttl: 60,
  params: z.object({
    includeSections: z.string().min(1).max(300),
    feedSize: feedSize.default(10),
    feedOffset,
    sourceInclude,
  }),
  async fetch(params, { db, site }): Promise<ContentList> {
    const where = and(eq(content.site, site), arrayOverlaps(content.sections, toSectionPaths(params.includeSections)));
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({ doc: content.doc })
        .from(content)
        .where(where)
        .orderBy(desc(content.publishDate))
        .limit(params.feedSize)
        .offset(params.feedOffset),
      db.select({ total: count() }).from(content).where(where),
    ]);
    return {
      content_elements: rows.map((r) => project(r.doc, params.sourceInclude)),
      count: total,
      ...paging(params.feedOffset, params.feedSize, total),
    };
  },
});
