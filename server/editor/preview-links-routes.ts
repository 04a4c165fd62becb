import { Router, type Request, type Response } from 'express';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { BlockRegistry } from '../../runtime/registry';
import { loadSites } from '../sites';
import { allowed, editorOf, fail } from './auth';
import { effectiveRow } from './page-rows';
import { pageVersions, previewLinks } from './schema';
import { migratePage } from './migrate-page';
import { audit } from './roles';
import type { Preview } from './preview-route';
import { linkIdOf, newLinkId, previewLinkKey, tokenOf } from './preview-token';
import { goneOrUnknownPage } from './preview-link-pages';

export interface PreviewLinkDeps {
  db: Db;
  registry: BlockRegistry;
  preview: Preview;
  /** The signing key (default: previewLinkKey()); tests pass their own. */
  key?: Buffer;
  /** The clock links expire by (default Date.now). */
  now?: () => number;
}

const HOUR = 3600_000;
const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/);
const createBody = z.object({
  version: z.number().int().positive(),
  expiresInHours: z.number().int().min(1).max(168),
  /** Where a route with parameters is seen (`/seccion/politica/`); by default the route itself. */
  path: z
    .string()
    .regex(/^\/\S{0,499}$/)
    .optional(),
});
type LinkRow = typeof previewLinks.$inferSelect;

const stateOf = (row: LinkRow, now: number) =>
  row.revokedAt ? 'revoked' : row.expiresAt.getTime() <= now ? 'expired' : 'active';

/**
 * Issue 26, item 2: links that show one version of a page to someone without an editor account. The editor API
 * (`/api/editor/pages/{site}/{id}/preview-links`) creates, lists and revokes them; `previewLinkPage` serves them.
 */
export function previewLinksRoutes(deps: PreviewLinkDeps): Router {
  const key = deps.key ?? previewLinkKey();
  const now = deps.now ?? Date.now;
  const router = Router();

  /** A link's address, on the host the editor works on: the link names its site, whatever host serves it. */
  const urlOf = (req: Request, id: string) => `${req.protocol}://${req.get('host')}/_preview/${tokenOf(key, id)}`;
  const shown = (req: Request, row: LinkRow) => ({
    id: row.id,
    url: urlOf(req, row.id),
    version: row.version,
    path: row.path,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    state: stateOf(row, now()),
  });

  /** The real site and the page id of the URL, checked (a `shared` page is shared from one of its sites). */
  const target = (req: Request, res: Response) => {
    const site = loadSites().get(String(req.params.site));
    const id = slug.safeParse(req.params.id);
    if (!site || !id.success) return void fail(res, 404, 'NOT_FOUND', 'Página no encontrada.');
    return allowed(res, site.slug) ? { site, id: id.data } : undefined;
  };

  router.post('/pages/:site/:id/preview-links', async (req, res) => {
    const t = target(req, res);
    if (!t) return;
    const body = createBody.safeParse(req.body);
    if (!body.success)
      return fail(res, 400, 'BAD_REQUEST', 'Se necesita { version, expiresInHours } (de 1 a 168 horas).');
    const page = await effectiveRow(deps.db, t.site.slug, t.id);
    if (!page) return fail(res, 404, 'NOT_FOUND', 'Página no encontrada.');
    const [version] = await deps.db
      .select({ version: pageVersions.version })
      .from(pageVersions)
      .where(
        and(eq(pageVersions.site, page.site), eq(pageVersions.id, t.id), eq(pageVersions.version, body.data.version)),
      );
    if (!version) return fail(res, 404, 'NO_VERSION', `La página no tiene una versión ${body.data.version}.`);
    const row: LinkRow = {
      id: newLinkId(),
      site: t.site.slug,
      pageId: t.id,
      version: body.data.version,
      path: body.data.path ?? page.route,
      createdBy: editorOf(res).email,
      createdAt: new Date(now()),
      expiresAt: new Date(now() + body.data.expiresInHours * HOUR),
      revokedAt: null,
    };
    await deps.db.insert(previewLinks).values(row);
    const detail = { link: row.id, expiresAt: row.expiresAt.toISOString() };
    await audit(deps.db, {
      who: row.createdBy,
      action: 'preview-link',
      site: row.site,
      target: t.id,
      version: row.version,
      detail,
    });
    res.status(201).json({ url: urlOf(req, row.id), id: row.id, expiresAt: row.expiresAt.toISOString() });
  });

  router.get('/pages/:site/:id/preview-links', async (req, res) => {
    const t = target(req, res);
    if (!t) return;
    const rows = await deps.db
      .select()
      .from(previewLinks)
      .where(and(eq(previewLinks.site, t.site.slug), eq(previewLinks.pageId, t.id)))
      .orderBy(desc(previewLinks.createdAt));
    res.json(rows.map((row) => shown(req, row)));
  });

  router.delete('/pages/:site/:id/preview-links/:linkId', async (req, res) => {
    const t = target(req, res);
    if (!t) return;
    const [row] = await deps.db
      .update(previewLinks)
      .set({ revokedAt: new Date(now()) })
      .where(
        and(
          eq(previewLinks.site, t.site.slug),
          eq(previewLinks.pageId, t.id),
          eq(previewLinks.id, String(req.params.linkId)),
        ),
      )
      .returning();
    if (!row) return fail(res, 404, 'NOT_FOUND', 'Enlace no encontrado.');
    const who = editorOf(res).email;
    await audit(deps.db, {
      who,
      action: 'preview-link-revoke',
      site: row.site,
      target: t.id,
      version: row.version,
      detail: { link: row.id },
    });
    res.status(204).end();
  });

  return router;
}

/**
 * `GET /_preview/{token}`: the link's version, rendered as a reader of its site would get it, for anyone holding the
 * link; never indexed nor stored by any cache. Forged or unknown: 404; expired or revoked: 410.
 */
export function previewLinkPage(deps: PreviewLinkDeps): Router {
  const key = deps.key ?? previewLinkKey();
  const now = deps.now ?? Date.now;
  const router = Router();
  router.get('/_preview/:token', async (req, res) => {
    res.set({
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Referrer-Policy': 'no-referrer',
    });
    const id = linkIdOf(key, String(req.params.token));
    const [link] = id ? await deps.db.select().from(previewLinks).where(eq(previewLinks.id, id)) : [];
    const site = link && loadSites().get(link.site);
    if (!link || !site) return goneOrUnknownPage(res, 404);
    if (stateOf(link, now()) !== 'active') return goneOrUnknownPage(res, 410);
    const page = await effectiveRow(deps.db, link.site, link.pageId);
    const [stored] = page
      ? await deps.db
          .select({ doc: pageVersions.doc })
          .from(pageVersions)
          .where(
            and(
              eq(pageVersions.site, page.site),
              eq(pageVersions.id, link.pageId),
              eq(pageVersions.version, link.version),
            ),
          )
      : [];
    if (!stored) return goneOrUnknownPage(res, 410);
    const doc = migratePage(stored.doc, deps.registry);
    // The robots meta as well as the header: a copy saved from the browser still says it.
    const shownPage = { ...doc, meta: { ...doc.meta, noindex: true } };
    res.locals.site = site;
    if (!(await deps.preview(req, res, shownPage, site, link.path))) goneOrUnknownPage(res, 404);
  });
  return router;
}
