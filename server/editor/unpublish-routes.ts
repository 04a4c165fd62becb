import { Router } from 'express';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { allowed, editorOf, fail } from './auth';
import { knownSite } from './pages-routes';
import { effectiveRow, etagOf, type PageRow } from './page-rows';
import { audit } from './roles';
import { pageVersions, pages } from './schema';
import type { PublishDeps } from './publish-head';

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/);

/**
 * Takes a page off the site: readers stop getting it, the editors keep its head as a draft. Recorded as a version of
 * its own (kind `unpublish`, the head's JSON), so the history says who did it and the open editors' ETags go stale.
 * Undefined when the page is not published (or is gone).
 */
export async function unpublishPage(db: Db, site: string, id: string, who: string): Promise<PageRow | undefined> {
  return db.transaction(async (tx) => {
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
  });
}

/** `POST /api/editor/pages/{site}/{id}/unpublish` (issue 26, item 7): publishers; no If-Match, nothing is overwritten. */
export function unpublishRoutes(deps: Pick<PublishDeps, 'db' | 'published'>): Router {
  const router = Router();
  router.post('/pages/:site/:id/unpublish', async (req, res) => {
    const { site, id } = req.params;
    if (!knownSite(site) || !slug.safeParse(id).success) return fail(res, 404, 'NOT_FOUND', 'Página no encontrada.');
    if (!allowed(res, site, { publish: true })) return;
    const current = await effectiveRow(deps.db, site, id);
    if (!current) return fail(res, 404, 'NOT_FOUND', 'Página no encontrada.');
    // A shared page is served by every site: taking it off is the shared publisher's call.
    if (current.site !== site && !allowed(res, current.site, { publish: true })) return;
    const who = editorOf(res).email;
    const row = await unpublishPage(deps.db, current.site, id, who);
    if (!row) return fail(res, 409, 'NOT_PUBLISHED', 'La página no está publicada.');
    await audit(deps.db, { who, action: 'page-unpublish', site: current.site, target: id, version: row.version });
    await deps.published(current.site, req);
    res.set('ETag', etagOf(row)).json({ version: row.version, etag: etagOf(row) });
  });
  return router;
}
