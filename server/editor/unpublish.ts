import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { PageRow } from './page-rows';
import { pageVersions, pages } from './schema';

/**
 * Takes a page off the site inside `tx`: readers stop getting it, the editors keep its head as a draft. Recorded as a
 * version of its own (kind `unpublish`, the head's JSON), so the history says who did it, whether a publisher or the
 * scheduler, and the open editors' ETags go stale. Undefined when the page is not published (or is gone).
 */
export async function unpublishIn(tx: Tx, site: string, id: string, who: string): Promise<PageRow | undefined> {
  const [row] = await tx
    .update(pages)
    .set({
      published: null,
      publishedVersion: null,
      version: sql`${pages.version} + 1`,
      updatedAt: sql`now()`,
      updatedBy: who,
    })
    .where(and(eq(pages.site, site), eq(pages.id, id), isNull(pages.deletedAt), isNotNull(pages.published)))
    .returning();
  if (!row) return undefined;
  await tx
    .insert(pageVersions)
    .values({ site, id, version: row.version, doc: row.doc, action: 'unpublish', kind: 'unpublish', savedBy: who });
  return row;
}
