import { like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { collections, contentKeys } from '../db/schema';
import type { KnownContent } from '../../schema/page-checks';

/** The sections (from the stories' list keys) and collections each site's content holds. */
export async function knownContent(db: Db, sites: string[]): Promise<KnownContent> {
  const known: KnownContent = new Map(
    sites.map((s) => [s, { section: new Set<string>(), collection: new Set<string>() }]),
  );
  const keys = await db
    .selectDistinct({ key: contentKeys.key })
    .from(contentKeys)
    .where(like(contentKeys.key, '%:s:%'));
  for (const { key } of keys) {
    const [site, , ...rest] = key.split(':');
    known.get(site)?.section.add(rest.join(':'));
  }
  for (const row of await db.select({ id: collections.id, site: collections.site }).from(collections))
    known.get(row.site)?.collection.add(row.id);
  return known;
}
