import { createHash } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { BlockRegistry } from '../../runtime/registry';
import type { PageNode } from '../../runtime/types';
import { groupRefsOf } from '../../runtime/group-refs';
import { withNodeIds } from '../../runtime/node-ids';
import { allowed, editorOf, fail } from './auth';
import { versionOfEtag } from './page-rows';
import { pageValidator, type EditorProblem } from './page-validation';
import { knownSite } from './pages-routes';
import { audit } from './roles';
import { createGroup, groupRow, groupUsers, publishGroup, saveGroup, siteGroups, type GroupRow } from './group-rows';

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/);
const groupBody = z.object({
  name: z.string().trim().min(1).max(120),
  nodes: z.array(z.looseObject({})).min(1).max(50),
});

/** A group's ETag: its version and a hash of its name and nodes, in the pages' format (page-rows.ts). */
const groupEtag = (row: GroupRow) =>
  `"${row.version}-${createHash('sha256')
    .update(JSON.stringify([row.name, row.nodes]))
    .digest('hex')
    .slice(0, 16)}"`;

/** Issue 26, item 5: reusable block groups, per site or shared, with a draft and a published state. */
export function groupsRoutes(deps: {
  db: Db;
  registry: BlockRegistry;
  published: (site: string, req: Request) => Promise<void>;
}): Router {
  const router = Router();
  const { db } = deps;
  const validate = pageValidator(db, deps.registry);
  const who = (res: Response) => editorOf(res).email;

  /**
   * A group's blocks are checked as a page's would be, on its site (shared: on every site); pointers name the
   * group's own list (`/nodes/0/config/...`). A group inside a group is refused: links never chain.
   */
  const problems = async (site: string, id: string, nodes: unknown[]): Promise<EditorProblem[]> => {
    const page = withNodeIds({ id: `grupo-${id}`, route: '/', layout: 'bare', areas: { main: nodes } });
    const nested = groupRefsOf(page).map((r) => ({
      pointer: r.pointer,
      message: 'un grupo no puede contener otro grupo enlazado',
      block: null,
    }));
    const found = [...nested, ...(await validate(site, page)).filter((e) => e.pointer.startsWith('/areas/main/'))];
    return found.map((e) => ({ ...e, pointer: e.pointer.replace(/^\/areas\/main/, '/nodes') }));
  };

  const target = (req: Request, res: Response, opts: { publish?: boolean } = {}) => {
    const { site, id } = req.params as { site: string; id?: string };
    if (!knownSite(site) || (id !== undefined && !slug.safeParse(id).success))
      return void fail(res, 404, 'NOT_FOUND', 'Grupo no encontrado.');
    return allowed(res, site, opts) ? { site, id: id ?? '' } : undefined;
  };

  const summary = (g: GroupRow) => ({
    site: g.site,
    id: g.id,
    name: g.name,
    version: g.version,
    published: g.publishedVersion !== null,
    draft: g.version !== g.publishedVersion,
    updatedAt: g.updatedAt.toISOString(),
    updatedBy: g.updatedBy,
  });

  const send = async (res: Response, g: GroupRow, status = 200) =>
    res
      .status(status)
      .set('ETag', groupEtag(g))
      .json({ ...summary(g), nodes: g.nodes, publishedNodes: g.published, usedBy: await groupUsers(db, g.site, g.id) });

  router.get('/groups', async (req, res) => {
    const site = typeof req.query.site === 'string' ? req.query.site : '';
    if (!knownSite(site)) return fail(res, 400, 'BAD_SITE', 'Sitio desconocido.');
    if (!allowed(res, site)) return;
    res.json((await siteGroups(db, site)).map(summary));
  });

  router.post('/groups/:site', async (req, res) => {
    const t = target(req, res);
    if (!t) return;
    const body = groupBody.safeParse(req.body);
    if (!body.success) return fail(res, 400, 'BAD_REQUEST', 'Se necesitan name y nodes (de 1 a 50 bloques).');
    const nodes = body.data.nodes as unknown as PageNode[];
    const errors = await problems(t.site, 'nuevo', nodes);
    if (errors.length) return void res.status(422).json({ errors });
    const row = await createGroup(db, { site: t.site, name: body.data.name, nodes, who: who(res) });
    await audit(db, { who: who(res), action: 'group-create', site: t.site, target: row.id, version: 1 });
    await send(res, row, 201);
  });

  router.get('/groups/:site/:id', async (req, res) => {
    const t = target(req, res);
    if (!t) return;
    const row = await groupRow(db, t.site, t.id);
    if (!row) return fail(res, 404, 'NOT_FOUND', 'Grupo no encontrado.');
    await send(res, row);
  });

  /** The version an If-Match names (428 without one, 412 when someone saved since); undefined when answered. */
  const expected = (req: Request, res: Response, row: GroupRow) => {
    const given = req.get('if-match');
    if (!given) return void fail(res, 428, 'IF_MATCH_REQUIRED', 'Falta la cabecera If-Match.');
    if (versionOfEtag(given) === undefined || given.replace(/^W\//, '') !== groupEtag(row))
      return void res
        .status(412)
        .json({ error: 'Otra persona guardó este grupo.', code: 'STALE', etag: groupEtag(row) });
    return row.version;
  };

  router.put('/groups/:site/:id', async (req, res) => {
    const t = target(req, res);
    if (!t) return;
    const row = await groupRow(db, t.site, t.id);
    if (!row) return fail(res, 404, 'NOT_FOUND', 'Grupo no encontrado.');
    const body = groupBody.safeParse(req.body);
    if (!body.success) return fail(res, 400, 'BAD_REQUEST', 'Se necesitan name y nodes (de 1 a 50 bloques).');
    const version = expected(req, res, row);
    if (version === undefined) return;
    const nodes = body.data.nodes as unknown as PageNode[];
    const errors = await problems(t.site, t.id, nodes);
    if (errors.length) return void res.status(422).json({ errors });
    const saved = await saveGroup(db, { ...t, name: body.data.name, nodes, expected: version, who: who(res) });
    if (!saved) return fail(res, 412, 'STALE', 'Otra persona guardó este grupo.');
    await audit(db, { who: who(res), action: 'group-save', site: t.site, target: t.id, version: saved.version });
    await send(res, saved);
  });

  router.post('/groups/:site/:id/publish', async (req, res) => {
    const t = target(req, res, { publish: true });
    if (!t) return;
    const row = await groupRow(db, t.site, t.id);
    if (!row) return fail(res, 404, 'NOT_FOUND', 'Grupo no encontrado.');
    const version = expected(req, res, row);
    if (version === undefined) return;
    const errors = await problems(t.site, t.id, row.nodes);
    if (errors.length) return void res.status(422).json({ errors });
    const live = await publishGroup(db, { ...t, expected: version, who: who(res) });
    if (!live) return fail(res, 412, 'STALE', 'Otra persona guardó este grupo.');
    await audit(db, { who: who(res), action: 'group-publish', site: t.site, target: t.id, version: live.version });
    // Every page linking it changes: the snapshot and the HTML cache of the group's site (shared: every site).
    await deps.published(t.site, req);
    await send(res, live);
  });

  return router;
}
