import { z } from 'zod';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { content, pageViews } from '../db/schema';
import { defineSource } from './define-source';

export interface MostReadItem {
  id: string;
  url: string;
  title: string;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * Most read in the last 24 hours, ranked by our own page views (no third party is reachable).
 * With too few viewed stories it fills up with the newest ones, so the box is never short on a new site.
 */
export default defineSource({
  name: 'taboola-newsroom-api',
  ttl: 300,
  params: z.object({ size: z.coerce.number().int().min(1).max(20).default(10) }),
  async fetch(params, { db, site, now }): Promise<MostReadItem[]> {
    const since = new Date(now - DAY_MS);
    const ranked = await db
      .select({ id: content.id, doc: content.doc, total: sql<number>`sum(${pageViews.views})`.as('total') })
      .from(pageViews)
      .innerJoin(content, eq(content.id, pageViews.contentId))
      .where(and(eq(pageViews.site, site), gte(pageViews.hour, since), eq(content.type, 'story')))
      .groupBy(content.id)
      .orderBy(desc(sql`total`))
      .limit(params.size);
    // Too few viewed stories (a new site, a quiet night): fill up with the newest ones.
    const newest =
      ranked.length < params.size
        ? await db
            .select({ id: content.id, doc: content.doc })
            .from(content)
            .where(and(eq(content.site, site), eq(content.type, 'story')))
            .orderBy(desc(content.publishDate))
            .limit(params.size)
        : [];
    const seen = new Set(ranked.map((r) => r.id));
    const rows = [...ranked, ...newest.filter((r) => !seen.has(r.id))].slice(0, params.size);
    return rows.map((r) => ({ id: r.id, url: r.doc.canonical_url, title: r.doc.headlines.basic }));
  },
});
