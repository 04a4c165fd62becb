import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { content } from '../db/schema';
import { publicContent } from '../content/public-content';

/** What sitemaps list of a story: no body, no document beyond the headline and dates. */
export interface SitemapStory {
  url: string;
  title: string;
  published: Date;
  /** ISO date of the last change, when the document records one. */
  updated?: string;
}

/** A site's newest stories, bounded; `since` keeps only those published from then on (Google News: 48 hours). */
export async function latestStories(
  db: Db,
  site: string,
  opts: { limit: number; since?: Date },
): Promise<SitemapStory[]> {
  const rows = await db
    .select({
      url: content.canonicalUrl,
      published: content.publishDate,
      title: sql<string>`${content.doc}->'headlines'->>'basic'`,
      updated: sql<string | null>`${content.doc}->>'last_updated_date'`,
    })
    .from(content)
    .where(and(eq(content.site, site), publicContent(), opts.since ? gte(content.publishDate, opts.since) : undefined))
    .orderBy(desc(content.publishDate))
    .limit(opts.limit);
  return rows.map((r) => ({ url: r.url, title: r.title, published: r.published, updated: r.updated ?? undefined }));
}
