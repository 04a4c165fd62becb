import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { pageViews } from '../../db/schema';
import type { MostReadItem } from '../../../contracts/sources/taboola-newsroom-api';
import type { StoryDocument } from '../../../contracts/ans';
import type { SourceContext } from '../define-source';
import { fetchTaboolaTop, itemPath, taboolaConfig } from '../taboola-newsroom';
import type { ArcSiteReads } from './site-reads';

const DAY_MS = 24 * 3600 * 1000;

const asItem = (doc: StoryDocument | null): MostReadItem[] =>
  doc && doc.type === 'story' ? [{ id: doc._id, url: doc.canonical_url, title: doc.headlines.basic ?? '' }] : [];

/**
 * Most read for a site Arc serves (server/sources/taboola-newsroom-api.ts's rules, Arc's documents): Taboola's
 * ranking when it is configured, else our own page views of the last 24 hours (the view beacon records Arc story
 * ids), each story read from Arc by its address or id; a short list filled with Arc's newest stories. A story Arc no
 * longer has, or holds under embargo, is left out.
 */
export function arcMostRead(reads: (site: string) => ArcSiteReads | undefined) {
  return async (params: { size: number }, { db, site, now }: SourceContext): Promise<MostReadItem[]> => {
    const arc = reads(site);
    if (!arc) throw new Error(`site ${site} is not served by Arc`);
    let ranked: (StoryDocument | null)[] = [];
    const config = taboolaConfig();
    try {
      if (!config) throw new Error('not configured');
      const items = await fetchTaboolaTop(config, { site, size: params.size });
      ranked = await Promise.all(
        items.map((i) => {
          const path = itemPath(i);
          return i.id ? arc.storyById(i.id) : path ? arc.storyByPath(path) : null;
        }),
      );
    } catch (err) {
      if (config) console.warn(`taboola-newsroom: ranking by our own page views instead: ${(err as Error).message}`);
      const rows = await db
        .select({ id: pageViews.contentId })
        .from(pageViews)
        .where(and(eq(pageViews.site, site), gte(pageViews.hour, new Date(now - DAY_MS))))
        .groupBy(pageViews.contentId)
        .orderBy(desc(sql`sum(${pageViews.views})`))
        .limit(params.size);
      ranked = await Promise.all(rows.map((r) => arc.storyById(r.id)));
    }
    const seen = new Set<string>();
    const list = ranked.flatMap(asItem).filter((i) => !seen.has(i.id) && seen.add(i.id));
    if (list.length >= params.size) return list.slice(0, params.size);
    const newest = await arc.newestStories(params.size);
    return [...list, ...newest.filter((i) => !seen.has(i.id))].slice(0, params.size);
  };
}
