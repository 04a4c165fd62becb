import { Router, type Response } from 'express';
import { and, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { BlockRegistry } from '../../runtime/registry';
import type { PageConfig } from '../../runtime/types';
import { allowed, editorOf, fail } from './auth';
import { SHARED, effectiveRow, sitePages } from './page-rows';
import { createPage } from './page-writes';
import { pageValidator } from './page-validation';
import { knownSite } from './pages-routes';
import { audit, isAdmin, mayEdit } from './roles';
import { pageTemplates } from './schema';

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/);
const site = z.string().regex(/^[a-z0-9-]{1,40}$/);
const pageRef = z.object({ site, id: slug });
const copyBody = z.object({
  id: slug,
  route: z.string().regex(/^\/\S{0,200}$/),
  from: z.union([pageRef, z.object({ template: z.number().int().positive() })]),
});
const templateBody = z.object({ name: z.string().trim().min(1).max(120), from: pageRef });

/** Issue 26, item 4: pages made from another page of any site the editor may edit, or from a saved template. */
export function copiesRoutes(deps: { db: Db; registry: BlockRegistry }): Router {
  const router = Router();
  const { db } = deps;
  const validate = pageValidator(db, deps.registry);
  const who = (res: Response) => editorOf(res).email;

  /** The page a `from` names, if the editor may read it; undefined when the answer (403, 404) was sent. */
  const source = async (res: Response, from: z.infer<typeof pageRef>) => {
    if (!knownSite(from.site)) return void fail(res, 404, 'NOT_FOUND', 'Página de origen no encontrada.');
    if (!mayEdit(editorOf(res).grant, from.site))
      return void fail(res, 403, 'FORBIDDEN', `No tienes permiso para leer las páginas de ${from.site}.`);
    const row = await effectiveRow(db, from.site, from.id);
    return row ? row.doc : void fail(res, 404, 'NOT_FOUND', 'Página de origen no encontrada.');
  };

  /** The templates a site's editors see: its own and the shared ones. */
  const templatesOf = (s: string) =>
    db
      .select()
      .from(pageTemplates)
      .where(or(eq(pageTemplates.site, s), eq(pageTemplates.site, SHARED)))
      .orderBy(pageTemplates.name);

  router.post('/pages/:site/copies', async (req, res) => {
    const target = String(req.params.site);
    if (!knownSite(target)) return fail(res, 404, 'NOT_FOUND', 'Sitio desconocido.');
    if (!allowed(res, target)) return;
    const body = copyBody.safeParse(req.body);
    if (!body.success)
      return fail(res, 400, 'BAD_REQUEST', 'Se necesitan id, route y from ({ site, id } o { template }).');
    const { id, route, from } = body.data;
    let origin: PageConfig | undefined;
    if ('template' in from) {
      const [t] = await templatesOf(target).then((all) => all.filter((x) => x.id === from.template));
      if (!t) return fail(res, 404, 'NOT_FOUND', 'Plantilla no encontrada.');
      origin = t.doc;
    } else origin = await source(res, from);
    if (!origin) return;
    // As creation answers: a taken id or route is a 409, before the page's own problems.
    const visible = await sitePages(db, target);
    if (visible.some((r) => r.id === id)) return fail(res, 409, 'ID_EXISTS', `Ya existe una página ${id}.`);
    if (visible.some((r) => r.route === route || r.published?.route === route))
      return fail(res, 409, 'ROUTE_EXISTS', `Ya existe una página en ${route}.`);
    const doc: PageConfig = { ...origin, id, route };
    const errors = await validate(target, doc);
    if (errors.length) return void res.status(422).json({ errors });
    const result = await createPage(db, { site: target, doc, who: who(res) });
    if (!result.ok)
      return result.conflict === 'id'
        ? fail(res, 409, 'ID_EXISTS', `Ya existe una página ${id}.`)
        : fail(res, 409, 'ROUTE_EXISTS', `Ya existe una página en ${route}.`);
    const detail = 'template' in from ? { template: from.template } : { from: `${from.site}/${from.id}` };
    await audit(db, { who: who(res), action: 'page-copy', site: target, target: id, version: 1, detail });
    res.status(201).json(result.row.doc);
  });

  router.get('/templates', async (req, res) => {
    const s = typeof req.query.site === 'string' ? req.query.site : '';
    if (!knownSite(s)) return fail(res, 400, 'BAD_SITE', 'Sitio desconocido.');
    if (!allowed(res, s)) return;
    res.json(
      (await templatesOf(s)).map((t) => ({
        id: t.id,
        site: t.site,
        name: t.name,
        layout: t.doc.layout,
        createdBy: t.createdBy,
        createdAt: t.createdAt.toISOString(),
      })),
    );
  });

  router.post('/templates/:site', async (req, res) => {
    const s = String(req.params.site);
    if (!knownSite(s)) return fail(res, 404, 'NOT_FOUND', 'Sitio desconocido.');
    if (!allowed(res, s)) return;
    const body = templateBody.safeParse(req.body);
    if (!body.success) return fail(res, 400, 'BAD_REQUEST', 'Se necesitan name y from ({ site, id }).');
    const doc = await source(res, body.data.from);
    if (!doc) return;
    const [row] = await db
      .insert(pageTemplates)
      .values({ site: s, name: body.data.name, doc, createdBy: who(res) })
      .returning();
    await audit(db, { who: who(res), action: 'template-create', site: s, target: String(row.id) });
    res.status(201).json({ id: row.id, site: s, name: row.name, layout: doc.layout, createdBy: row.createdBy });
  });

  router.delete('/templates/:site/:id', async (req, res) => {
    const s = String(req.params.site);
    const id = Number(req.params.id);
    if (!knownSite(s) || !Number.isSafeInteger(id)) return fail(res, 404, 'NOT_FOUND', 'Plantilla no encontrada.');
    if (!allowed(res, s)) return;
    const where = and(eq(pageTemplates.site, s), eq(pageTemplates.id, id));
    const [row] = await db.select().from(pageTemplates).where(where);
    if (!row) return fail(res, 404, 'NOT_FOUND', 'Plantilla no encontrada.');
    const { email, grant } = editorOf(res);
    if (row.createdBy !== email && !isAdmin(grant))
      return fail(res, 403, 'FORBIDDEN', 'Solo quien creó la plantilla o un administrador puede borrarla.');
    await db.delete(pageTemplates).where(where);
    await audit(db, { who: email, action: 'template-delete', site: s, target: String(id) });
    res.status(204).end();
  });

  return router;
}
