import { Router } from 'express';
import { z } from 'zod';
import { allowed, editorOf, fail } from './auth';
import { knownSite } from './pages-routes';
import { effectiveRow, etagOf } from './page-rows';
import { audit } from './roles';
import { unpublishIn } from './unpublish';
import type { PublishDeps } from './publish-head';

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/);

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
    const row = await deps.db.transaction((tx) => unpublishIn(tx, current.site, id, who));
    if (!row) return fail(res, 409, 'NOT_PUBLISHED', 'La página no está publicada.');
    await audit(deps.db, { who, action: 'page-unpublish', site: current.site, target: id, version: row.version });
    await deps.published(current.site, req);
    res.set('ETag', etagOf(row)).json({ version: row.version, etag: etagOf(row) });
  });
  return router;
}
