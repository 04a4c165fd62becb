import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { BlockRegistry } from '../../runtime/registry';
import type { PageConfig } from '../../runtime/types';
import { layoutNames } from '../../contracts/layout-names';
import { emptyAreas } from '../../contracts/layout-areas';
import { loadSites } from '../sites';
import { allowed, editorOf, fail } from './auth';
import { SHARED, effectiveRow, etagOf, sitePages, versionOfEtag, versionsOf, type PageRow } from './page-rows';
import { createPage, deletePage, publishPage, savePage, type WriteResult } from './page-writes';
import { pageValidator, routeProblems } from './page-validation';
import { migratePage } from './migrate-page';
import { audit } from './roles';
import { withNodeIds } from '../../runtime/node-ids';
import { paletteProblems } from './palette';

export interface PagesDeps {
  db: Db;
  registry: BlockRegistry;
  /** After a publish or delete: readers' next request must get the new page (snapshot and HTML cache). */
  published: (site: string, req: Request) => Promise<void>;
}

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/);
const createBody = z.object({ id: slug, route: z.string().regex(/^\/\S{0,200}$/), layout: z.enum(layoutNames) });
const pageBody = z.looseObject({ id: z.string(), route: z.string(), layout: z.string(), areas: z.unknown() });
const rollbackBody = z.object({ version: z.number().int().positive() });
/** `?kind=autosave`: the editor's debounced save of the draft (recorded as such; never a publish). */
const saveQuery = z.object({ kind: z.enum(['save', 'autosave']).default('save') });

export const knownSite = (site: string) => site === SHARED || loadSites().has(site);

/**
 * The page JSON of a row and its ETag: what GET, PUT, POST and rollback answer. `doc`: the page as the editor opens
 * it (migrated, with node ids); the ETag stays the stored row's, which is what the next If-Match is compared with.
 */
function sendPage(res: Response, row: PageRow, status = 200, doc: PageConfig = row.doc): void {
  res.set('ETag', etagOf(row)).status(status).json(doc);
}

/** A stored page (the head or an old version) as the editor reads it: block migrations applied, every node an id. */
export const editorDoc = (doc: PageConfig, registry: BlockRegistry) => withNodeIds(migratePage(doc, registry));

export function pagesRoutes(deps: PagesDeps): Router {
  const router = Router();
  const validate = pageValidator(deps.db, deps.registry);
  const who = (res: Response) => editorOf(res).email;

  /** The site and id of the URL, checked; undefined when the answer was already sent. */
  const target = (req: Request, res: Response, opts: { admin?: boolean; publish?: boolean } = {}) => {
    const { site, id } = req.params as { site: string; id?: string };
    if (!knownSite(site) || (id !== undefined && !slug.safeParse(id).success)) {
      fail(res, 404, 'NOT_FOUND', 'Página no encontrada.');
      return undefined;
    }
    return allowed(res, site, opts) ? { site, id: id ?? '' } : undefined;
  };

  /** The version an If-Match names, or the 428 / 412 answer. */
  const expectedVersion = (req: Request, res: Response, current: PageRow): number | undefined => {
    const given = req.get('if-match');
    if (!given) return void fail(res, 428, 'IF_MATCH_REQUIRED', 'Falta la cabecera If-Match.');
    if (versionOfEtag(given) === undefined || given.replace(/^W\//, '') !== etagOf(current)) {
      res.status(412).json({ error: 'Otra persona guardó esta página.', code: 'STALE', etag: etagOf(current) });
      return undefined;
    }
    return current.version;
  };

  const writeFailed = async (res: Response, result: WriteResult & { ok: false }, site: string, id: string) => {
    if (result.reason === 'missing') return fail(res, 404, 'NOT_FOUND', 'Página no encontrada.');
    const now = await effectiveRow(deps.db, site, id);
    res.status(412).json({ error: 'Otra persona guardó esta página.', code: 'STALE', etag: now && etagOf(now) });
  };

  router.get('/pages', async (req, res) => {
    const site = typeof req.query.site === 'string' ? req.query.site : '';
    if (!knownSite(site)) return fail(res, 400, 'BAD_SITE', 'Sitio desconocido.');
    if (!allowed(res, site)) return;
    const rows = await sitePages(deps.db, site);
    res.json(
      rows.map((r) => ({
        id: r.id,
        route: r.route,
        title: r.doc.meta?.title ?? r.id,
        updatedAt: r.updatedAt.toISOString(),
        updatedBy: r.updatedBy,
        published: r.publishedVersion !== null,
        draft: r.version !== r.publishedVersion,
        shared: r.site !== site,
        layout: r.doc.layout,
      })),
    );
  });

  router.get('/pages/:site/:id', async (req, res) => {
    const t = target(req, res);
    if (!t) return;
    const row = await effectiveRow(deps.db, t.site, t.id);
    if (!row) return fail(res, 404, 'NOT_FOUND', 'Página no encontrada.');
    sendPage(res, row, 200, editorDoc(row.doc, deps.registry));
  });

  router.post('/pages/:site', async (req, res) => {
    const t = target(req, res);
    if (!t) return;
    const body = createBody.safeParse(req.body);
    if (!body.success) return fail(res, 400, 'BAD_REQUEST', 'Se necesitan id, route y layout válidos.');
    const errors = routeProblems(t.site, body.data);
    if (errors.length) return void res.status(422).json({ errors });
    const doc: PageConfig = {
      $schema: '../../schema/page-config.schema.json',
      ...body.data,
      areas: emptyAreas(body.data.layout),
    };
    const result = await createPage(deps.db, { site: t.site, doc, who: who(res) });
    if (!result.ok)
      return result.conflict === 'id'
        ? fail(res, 409, 'ID_EXISTS', `Ya existe una página ${body.data.id}.`)
        : fail(res, 409, 'ROUTE_EXISTS', `Ya existe una página en ${body.data.route}.`);
    await audit(deps.db, { who: who(res), action: 'page-create', site: t.site, target: doc.id, version: 1 });
    sendPage(res, result.row, 201);
  });

  router.put('/pages/:site/:id', async (req, res) => {
    const t = target(req, res);
    if (!t) return;
    const current = await effectiveRow(deps.db, t.site, t.id);
    if (!current) return fail(res, 404, 'NOT_FOUND', 'Página no encontrada.');
    const body = pageBody.safeParse(req.body);
    if (!body.success || body.data.id !== t.id)
      return fail(res, 400, 'BAD_REQUEST', 'El cuerpo debe ser la página, con el id de la dirección.');
    const query = saveQuery.safeParse(req.query);
    if (!query.success) return fail(res, 400, 'BAD_KIND', 'kind debe ser save o autosave.');
    const expected = expectedVersion(req, res, current);
    if (expected === undefined) return;
    // Missing, malformed or repeated node ids are assigned here, never refused (issue 25, item 2).
    const doc = withNodeIds(body.data as unknown as PageConfig);
    // Blocks the palette does not offer this editor may stay where an admin put them, but not be added (issue 26, 8).
    const errors = [
      ...paletteProblems(t.site, current.doc, doc, editorOf(res).grant),
      ...(await validate(t.site, doc)),
    ];
    if (errors.length) return void res.status(422).json({ errors });
    const { kind } = query.data;
    const result = await savePage(deps.db, { site: t.site, id: t.id, doc, expected, who: who(res), kind });
    if (!result.ok) return writeFailed(res, result, t.site, t.id);
    await audit(deps.db, {
      who: who(res),
      action: kind === 'autosave' ? 'page-autosave' : 'page-save',
      site: t.site,
      target: t.id,
      version: result.row.version,
    });
    sendPage(res, result.row);
  });

  router.post('/pages/:site/:id/publish', async (req, res) => {
    const t = target(req, res, { publish: true });
    if (!t) return;
    const current = await effectiveRow(deps.db, t.site, t.id);
    if (!current) return fail(res, 404, 'NOT_FOUND', 'Página no encontrada.');
    // Publishing a shared page seen through a site publishes it for every site: the shared editor's call.
    if (current.site !== t.site && !allowed(res, current.site, { publish: true })) return;
    const expected = expectedVersion(req, res, current);
    if (expected === undefined) return;
    const errors = await validate(current.site, current.doc);
    if (errors.length) return void res.status(422).json({ errors });
    const result = await publishPage(deps.db, { site: current.site, id: t.id, expected, who: who(res) });
    if (!result.ok) return writeFailed(res, result, t.site, t.id);
    await audit(deps.db, {
      who: who(res),
      action: 'page-publish',
      site: current.site,
      target: t.id,
      version: expected,
    });
    await deps.published(current.site, req);
    // The header too: without it Express would add its own weak ETag of this small body, which no If-Match matches.
    res.set('ETag', etagOf(result.row)).json({ version: result.row.version, etag: etagOf(result.row) });
  });

  router.delete('/pages/:site/:id', async (req, res) => {
    const t = target(req, res, { admin: true });
    if (!t) return;
    const row = await deletePage(deps.db, t.site, t.id);
    if (!row) return fail(res, 404, 'NOT_FOUND', 'Página no encontrada.');
    await audit(deps.db, { who: who(res), action: 'page-delete', site: t.site, target: t.id, version: row.version });
    await deps.published(t.site, req);
    res.status(204).end();
  });

  router.get('/pages/:site/:id/versions', async (req, res) => {
    const t = target(req, res);
    if (!t) return;
    const row = await effectiveRow(deps.db, t.site, t.id);
    if (!row) return fail(res, 404, 'NOT_FOUND', 'Página no encontrada.');
    const versions = await versionsOf(deps.db, row.site, t.id);
    res.json(
      versions.map((v) => ({
        version: v.version,
        kind: v.kind,
        savedAt: v.savedAt.toISOString(),
        savedBy: v.savedBy,
        published: v.publishedAt !== null,
        live: v.version === row.publishedVersion,
      })),
    );
  });

  // One saved version's page JSON, for the editor's history diff.
  router.get('/pages/:site/:id/versions/:version', async (req, res) => {
    const t = target(req, res);
    if (!t) return;
    const version = Number(req.params.version);
    const row = await effectiveRow(deps.db, t.site, t.id);
    const old = row && (await versionsOf(deps.db, row.site, t.id)).find((v) => v.version === version);
    if (!old) return fail(res, 404, 'NOT_FOUND', 'Versión no encontrada.');
    res.json(editorDoc(old.doc, deps.registry));
  });

  router.post('/pages/:site/:id/rollback', async (req, res) => {
    const t = target(req, res, { publish: true });
    if (!t) return;
    const body = rollbackBody.safeParse(req.body);
    if (!body.success) return fail(res, 400, 'BAD_REQUEST', 'Se necesita { version }.');
    const row = await effectiveRow(deps.db, t.site, t.id);
    const old = row && (await versionsOf(deps.db, row.site, t.id)).find((v) => v.version === body.data.version);
    if (!row || !old) return fail(res, 404, 'NOT_FOUND', 'Versión no encontrada.');
    const result = await savePage(deps.db, {
      ...t,
      doc: old.doc,
      expected: row.version,
      who: who(res),
      action: 'rollback',
      kind: 'rollback',
    });
    if (!result.ok) return writeFailed(res, result, t.site, t.id);
    const detail = { from: body.data.version };
    await audit(deps.db, {
      who: who(res),
      action: 'page-rollback',
      site: t.site,
      target: t.id,
      version: result.row.version,
      detail,
    });
    sendPage(res, result.row);
  });

  return router;
}
