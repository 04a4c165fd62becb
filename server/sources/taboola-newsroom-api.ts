import { and, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { content, pageViews } from '../db/schema';
import { publicContent } from '../content/public-content';
import type { Db } from '../db/client';
import { defineSource } from './define-source';
import { params, type MostReadItem } from '../../contracts/sources/taboola-newsroom-api';
import { fetchTaboolaTop, itemPath, taboolaConfig, type TaboolaItem } from './taboola-newsroom';

const DAY_MS = 24 * 3600 * 1000;
const item = { id: content.id, url: content.canonicalUrl, title: sql<string>`${content.card}->'headlines'->>'basic'` };

/**
 * Most read in the last 24 hours. With Taboola Newsroom configured (taboola-newsroom.ts) its ranking decides, mapped
 * to our own stories; otherwise, or when it fails, our own page views rank. Short lists fill up with the newest
 * stories, so the box is never short on a new site.
 */
export default defineSource({
  name: 'taboola-newsroom-api',
  ttl: 300,
  params,
  async fetch(params, { db, site, now }): Promise<MostReadItem[]> {
    const config = taboolaConfig();
    let ranked: MostReadItem[] = [];
    if (config) {
      try {
        ranked = await ourStories(db, site, await fetchTaboolaTop(config, { site, size: params.size }));
      } catch (err) {
        console.warn(`taboola-newsroom: ranking by our own page views instead: ${(err as Error).message}`);
        ranked = await byOurViews(db, site, now, params.size);
      }
    } else {
      ranked = await byOurViews(db, site, now, params.size);
    }
    return fillWithNewest(db, site, ranked.slice(0, params.size), params.size);
  },
});

/** Taboola's items as our stories of this site, in its order; items we do not have (or not as stories) are left out. */
async function ourStories(db: Db, site: string, items: TaboolaItem[]): Promise<MostReadItem[]> {
  const paths = items.flatMap((i) => itemPath(i) ?? []);
  const ids = items.flatMap((i) => i.id ?? []);
  if (!paths.length && !ids.length) return [];
  const rows = await db
    .select(item)
    .from(content)
    .where(
      and(
        eq(content.site, site),
        eq(content.type, 'story'),
        publicContent(),
        or(
          paths.length ? inArray(content.canonicalUrl, paths) : undefined,
          ids.length ? inArray(content.id, ids) : undefined,
        ),
      ),
    );
  const found = (i: TaboolaItem) => rows.find((r) => (i.id !== undefined && r.id === i.id) || r.url === itemPath(i));
  const seen = new Set<string>();
  return items.flatMap((i) => {
    const row = found(i);
    if (!row || seen.has(row.id)) return [];
    seen.add(row.id);
    return [row];
  });
}

function byOurViews(db: Db, site: string, now: number, size: number): Promise<MostReadItem[]> {
  return db
    .select(item)
    .from(pageViews)
    .innerJoin(content, eq(content.id, pageViews.contentId))
    .where(
      and(
        eq(pageViews.site, site),
        gte(pageViews.hour, new Date(now - DAY_MS)),
        eq(content.type, 'story'),
        publicContent(),
      ),
    )
    .groupBy(content.id)
    .orderBy(desc(sql`sum(${pageViews.views})`))
    .limit(size);
}

/** Too few ranked stories (a new site, a quiet night): the newest ones fill the list. */
async function fillWithNewest(db: Db, site: string, ranked: MostReadItem[], size: number): Promise<MostReadItem[]> {
  if (ranked.length >= size) return ranked;
  const newest = await db
    .select(item)
    .from(content)
    .where(and(eq(content.site, site), eq(content.type, 'story'), publicContent()))
    .orderBy(desc(content.publishDate))
    .limit(size);
  const seen = new Set(ranked.map((r) => r.id));
  return [...ranked, ...newest.filter((r) => !seen.has(r.id))].slice(0, size);
}
