import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { allowed, editorOf, fail } from './auth';
import { knownSite } from './pages-routes';
import { effectiveRow } from './page-rows';
import { audit } from './roles';
import { publishHead, type PublishDeps } from './publish-head';
import {
  decideReview,
  pageReviews,
  pagesInReview,
  pendingReviews,
  requestReview,
  reviewById,
  type ReviewRow,
} from './review-store';

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/);
const requestBody = z.object({
  version: z.number().int().positive(),
  note: z.string().trim().max(2000).optional(),
});
const returnBody = z.object({ comment: z.string().trim().min(1).max(2000) });
const requestId = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
const siteQuery = z.object({ site: z.string().max(40) });

/** A request as the page's editors and the queue read it. */
const shown = (r: ReviewRow) => ({
  id: r.id,
  pageId: r.pageId,
  version: r.version,
  status: r.status,
  requestedBy: r.requestedBy,
  requestedAt: r.requestedAt.toISOString(),
  note: r.note ?? undefined,
  decidedBy: r.decidedBy ?? undefined,
  decidedAt: r.decidedAt?.toISOString(),
  comment: r.comment ?? undefined,
});

/**
 * Review before publish (issue 26, item 3): whoever may edit asks for a saved version to be published; the site's
 * publishers see the queue and publish the version or return it with a comment the page's editors read.
 */
export function reviewsRoutes(deps: PublishDeps): Router {
  const router = Router();
  const { db } = deps;
  const who = (res: Response) => editorOf(res).email;

  const page = (req: Request, res: Response) => {
    const { site, id } = req.params as { site: string; id: string };
    if (!knownSite(site) || !slug.safeParse(id).success)
      return void fail(res, 404, 'NOT_FOUND', 'Página no encontrada.');
    return allowed(res, site) ? { site, id } : undefined;
  };

  /** The pending request the URL names, for a publisher of its site; undefined when the answer was sent. */
  const pendingOf = async (req: Request, res: Response) => {
    const id = requestId.safeParse(req.params.requestId);
    const row = id.success ? await reviewById(db, id.data) : undefined;
    if (!row) return void fail(res, 404, 'NOT_FOUND', 'Solicitud no encontrada.');
    if (!allowed(res, row.site, { publish: true })) return undefined;
    if (row.status !== 'requested') return void fail(res, 409, 'DECIDED', 'Esta solicitud ya se resolvió.');
    return row;
  };

  router.post('/pages/:site/:id/review-requests', async (req, res) => {
    const t = page(req, res);
    if (!t) return;
    const body = requestBody.safeParse(req.body);
    if (!body.success)
      return fail(res, 400, 'BAD_REQUEST', 'Se necesita { version, note? } (nota de hasta 2000 caracteres).');
    const row = await effectiveRow(db, t.site, t.id);
    if (!row) return fail(res, 404, 'NOT_FOUND', 'Página no encontrada.');
    if (body.data.version !== row.version)
      return fail(
        res,
        409,
        'NOT_HEAD',
        'Esa no es la última versión guardada: guarda y vuelve a pedir la publicación.',
      );
    if (row.version === row.publishedVersion) return fail(res, 409, 'ALREADY_LIVE', 'Esta versión ya está publicada.');
    const { row: made, replaced } = await requestReview(db, {
      site: t.site,
      pageId: t.id,
      version: row.version,
      requestedBy: who(res),
      note: body.data.note,
    }).catch(() => ({ row: undefined, replaced: undefined }));
    // Only a request made at the same instant for the same page can lose the unique index's race.
    if (!made)
      return fail(res, 409, 'CONFLICT', 'Otra solicitud para esta página llegó a la vez: vuelve a intentarlo.');
    const detail = { request: made.id, replaced, note: made.note };
    await audit(db, {
      who: who(res),
      action: 'review-request',
      site: t.site,
      target: t.id,
      version: row.version,
      detail,
    });
    res.status(201).json(shown(made));
  });

  router.get('/pages/:site/:id/review-requests', async (req, res) => {
    const t = page(req, res);
    if (!t) return;
    res.json((await pageReviews(db, t.site, t.id)).map(shown));
  });

  router.get('/reviews', async (req, res) => {
    const q = siteQuery.safeParse(req.query);
    if (!q.success || !knownSite(q.data.site)) return fail(res, 400, 'BAD_SITE', 'Sitio desconocido.');
    if (!allowed(res, q.data.site, { publish: true })) return;
    const list = await pendingReviews(db, q.data.site);
    res.json(
      list.map(({ request, page }) => ({
        ...shown(request),
        title: page.doc.meta?.title ?? page.id,
        route: page.route,
        liveVersion: page.publishedVersion,
        stale: page.version !== request.version,
      })),
    );
  });

  // Which pages wait for a publisher: every editor of the site sees the badge, not only publishers.
  router.get('/reviews/pages', async (req, res) => {
    const q = siteQuery.safeParse(req.query);
    if (!q.success || !knownSite(q.data.site)) return fail(res, 400, 'BAD_SITE', 'Sitio desconocido.');
    if (!allowed(res, q.data.site)) return;
    res.json((await pagesInReview(db, q.data.site)).map((p) => ({ id: p.id, since: p.since.toISOString() })));
  });

  router.post('/reviews/:requestId/publish', async (req, res) => {
    const r = await pendingOf(req, res);
    if (!r) return;
    const current = await effectiveRow(db, r.site, r.pageId);
    // A shared page is published for every site: the shared publisher's call, as on POST …/publish.
    if (current && current.site !== r.site && !allowed(res, current.site, { publish: true })) return;
    const result = await publishHead(deps, req, {
      site: r.site,
      id: r.pageId,
      expected: r.version,
      who: who(res),
      detail: { request: r.id },
    });
    if (!result.ok && result.reason === 'invalid') return void res.status(422).json({ errors: result.errors });
    if (!result.ok && result.reason === 'missing') return fail(res, 404, 'NOT_FOUND', 'La página ya no existe.');
    if (!result.ok) return fail(res, 409, 'STALE', 'La página cambió después de la solicitud.');
    await decideReview(db, r.id, { status: 'published', decidedBy: who(res) });
    await audit(db, { who: who(res), action: 'review-publish', site: r.site, target: r.pageId, version: r.version });
    res.json({ version: result.row.version });
  });

  router.post('/reviews/:requestId/return', async (req, res) => {
    const body = returnBody.safeParse(req.body);
    const r = await pendingOf(req, res);
    if (!r) return;
    if (!body.success) return fail(res, 400, 'BAD_REQUEST', 'Escribe un comentario (hasta 2000 caracteres).');
    const { comment } = body.data;
    if (!(await decideReview(db, r.id, { status: 'returned', decidedBy: who(res), comment })))
      return fail(res, 409, 'DECIDED', 'Esta solicitud ya se resolvió.');
    const detail = { request: r.id, comment };
    await audit(db, {
      who: who(res),
      action: 'review-return',
      site: r.site,
      target: r.pageId,
      version: r.version,
      detail,
    });
    res.json(shown({ ...r, status: 'returned', decidedBy: who(res), decidedAt: new Date(), comment }));
  });

  return router;
}
