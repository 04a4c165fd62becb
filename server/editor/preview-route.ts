import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { BlockRegistry } from '../../runtime/registry';
import type { PageConfig } from '../../runtime/types';
import type { SiteProps } from '../../contracts/site-schema';
import { loadSites } from '../sites';
import { allowed, fail } from './auth';
import { migratePage } from './migrate-page';
import { routeProblems } from './page-validation';
import { nodeShapeProblems } from './node-shapes';
import { previewGroups } from './group-rows';
import { expandGroupRefs } from '../../runtime/group-refs';

/** The page handler's preview (server/pages/handler.ts): false when `path` is not an address of the page's route. */
export type Preview = (
  req: Request,
  res: Response,
  page: PageConfig,
  site: SiteProps,
  path: string,
) => Promise<boolean>;

const previewBody = z.object({
  site: z.string(),
  page: z.looseObject({
    id: z.string().max(80),
    route: z.string().startsWith('/').max(200),
    layout: z.string(),
    areas: z.record(z.string(), z.array(z.unknown())),
  }),
  path: z.string().startsWith('/').max(500).optional(),
});

/**
 * `POST /api/editor/preview`: the unsaved page through the real renderer, at `path`, as a reader of `site` would get
 * it there (ads as placeholders). Nothing is stored: the live page and the page snapshot are untouched.
 */
export function previewRoute(deps: { db: Db; registry: BlockRegistry; preview: Preview }): Router {
  const router = Router();
  router.post('/preview', async (req, res) => {
    const body = previewBody.safeParse(req.body);
    if (!body.success)
      return fail(res, 422, 'BAD_PAGE', 'La página no tiene la forma de una página (id, route, layout, areas).');
    const site = loadSites().get(body.data.site);
    if (!site) return fail(res, 400, 'BAD_SITE', 'Sitio desconocido.');
    if (!allowed(res, site.slug)) return;
    // A route that is no pattern matches no address: say so where it is wrong, not "not an address of the route".
    const errors = [...routeProblems(site.slug, body.data.page), ...nodeShapeProblems(body.data.page.areas)];
    if (errors.length) return void res.status(422).json({ errors });
    const unsaved = body.data.page as unknown as PageConfig;
    const page = migratePage(expandGroupRefs(unsaved, await previewGroups(deps.db, site.slug, unsaved)), deps.registry);
    const path = body.data.path ?? page.route;
    res.locals.site = site;
    if (!(await deps.preview(req, res, page, site, path)))
      fail(res, 400, 'BAD_PATH', `${path} no es una dirección de la ruta ${page.route}.`);
  });
  return router;
}
