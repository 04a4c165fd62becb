import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { content } from '../db/schema';

type Named = { _id?: string; name?: string };

/**
 * The names editors know a site's sections by ('/nacion' → 'Nación'), read from the stories' own taxonomy: the
 * content store is where sections live, so a new section is named as soon as a story is filed in it.
 */
export async function sectionNames(db: Db, site: string): Promise<Map<string, string>> {
  // Distinct lists, not stories: a few hundred rows at most, flattened here.
  const rows = await db
    .selectDistinct({ sections: sql<Named[] | null>`${content.doc}->'taxonomy'->'sections'` })
    .from(content)
    .where(eq(content.site, site));
  const names = new Map<string, string>();
  for (const { sections } of rows)
    for (const s of sections ?? []) if (s._id && s.name && !names.has(s._id)) names.set(s._id, s.name);
  return names;
}
