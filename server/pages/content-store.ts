import { and, eq } from 'drizzle-orm';
import type { StoryDocument } from '../../contracts/ans';
import type { Database } from '../db/client';
import { content, contentRedirects, contentTombstones, staticPages } from '../db/schema';
import type { SourceCache } from '../sources/client';
import { publicContent } from '../content/public-content';

/** What the page handler asks the content table about an address that no page config claims. */
export interface ContentStore {
  /** The story whose canonical URL this is, unless an embargo holds it (then the address is a 404). */
  story(site: string, path: string): Promise<StoryDocument | null>;
  /** Where an old address of a story points now (301). */
  redirect(site: string, path: string): Promise<string | undefined>;
  /** Whether a story was deleted from this address (410 rather than 404). */
  isGone(site: string, path: string): Promise<boolean>;
  /** Whether the site has a legal or service page at this address (issue 14; the static-page block reads it). */
  hasStaticPage(site: string, path: string): Promise<boolean>;
}

export function createContentStore(deps: { database: Database; cache: SourceCache }): ContentStore {
  const { db } = deps.database;
  return {
    // Cached like a source answer (same TTL and per-site invalidation), so a warm article render reads no database.
    story: (site, path) =>
      deps.cache.get(`${site}|story|${path}`, 60_000, async () => {
        const [row] = await db
          .select({ doc: content.doc })
          .from(content)
          .where(and(eq(content.site, site), eq(content.canonicalUrl, path), publicContent()));
        return row?.doc ?? null;
      }) as Promise<StoryDocument | null>,

    async redirect(site, path) {
      const [row] = await db
        .select({ url: content.canonicalUrl })
        .from(contentRedirects)
        .innerJoin(content, eq(content.id, contentRedirects.contentId))
        .where(and(eq(contentRedirects.site, site), eq(contentRedirects.fromUrl, path), publicContent()));
      return row?.url;
    },

    hasStaticPage: (site, path) =>
      deps.cache.get(`${site}|static-page-known|${path}`, 600_000, async () => {
        const [row] = await db
          .select({ path: staticPages.path })
          .from(staticPages)
          .where(and(eq(staticPages.site, site), eq(staticPages.path, path)));
        return Boolean(row);
      }) as Promise<boolean>,

    async isGone(site, path) {
      const [row] = await db
        .select({ id: contentTombstones.id })
        .from(contentTombstones)
        .where(and(eq(contentTombstones.site, site), eq(contentTombstones.canonicalUrl, path)));
      return Boolean(row);
    },
  };
}
