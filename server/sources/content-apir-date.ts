import { and, eq, gte, lt } from 'drizzle-orm';
import { content } from '../db/schema';
import { defineSource } from './define-source';
import { params } from '../../contracts/sources/content-apir-date';
import { listContent } from './list-query';
import { loadSite } from '../sites';
import { dayBounds } from './day-bounds';

/**
 * The date archive: every story published on one calendar day in the site's time zone. The spec takes the day at
 * noon UTC, so '2026-11-20' is that day wherever the reader is; 50 per page.
 */
export default defineSource({
  name: 'content-apir-date',
  ttl: 300,
  params,
  fetch: (params, { db, site }) => {
    const { start, end } = dayBounds(params.date, loadSite(site).timezone);
    const where = and(eq(content.site, site), gte(content.publishDate, start), lt(content.publishDate, end));
    return listContent(
      db,
      { where },
      {
        size: params.feedSize,
        offset: params.feedOffset,
        include: params.sourceInclude,
      },
    );
  },
});
