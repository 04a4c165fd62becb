import express, { Router } from 'express';
import { timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/client';
import type { SourceCache } from '../sources/client';
import type { BlockRegistry } from '../../runtime/registry';
import type { SessionUserOf } from '../accounts/page-reader';
import { editorOf, editorSession, fail } from './auth';
import { pagesRoutes } from './pages-routes';
import { optionsRoutes } from './options-routes';
import { collectionsRoutes } from './collections-routes';
import { previewRoute, type Preview } from './preview-route';
import { previewLinkPage, previewLinksRoutes } from './preview-links-routes';
import { contentSecurityPolicy } from '../security/csp';
import { previewLinkKey } from './preview-token';
import { paletteRoutes } from './palette';
import { imagesOptionsRoutes } from './images-options-routes';
import { reuseRoutes } from './reuse-routes';
import { isAdmin, mayPublish, rolesBody, setRoles } from './roles';
import { SHARED } from './page-rows';
import { loadSites } from '../sites';
import type { LivePages } from './live-pages';
import { reviewsRoutes } from './reviews-routes';
import { unpublishRoutes } from './unpublish-routes';
import { pageValidator } from './page-validation';
import { schedulesRoutes } from './schedules-routes';
import { presenceRoutes, type PresenceSettings } from './presence-routes';
import type { ContentBackend } from '../sources/backend';

export interface EditorDeps {
  database: Database;
  cache: SourceCache;
  sessionUser: SessionUserOf;
  adminToken?: string;
  livePages: LivePages;
  preview: Preview;
  registry: BlockRegistry;
  /** Where each site's content is read from (decision 0090): the pickers of an Arc site list Arc's. */
  backend?: ContentBackend;
  /** How often open editors renew their presence and when a silent one is gone (issue 26, item 9). */
  presence?: PresenceSettings;
}

const bearerOk = (token: string | undefined, header: string | undefined) => {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  return Boolean(token) && given.length === token!.length && timingSafeEqual(Buffer.from(given), Buffer.from(token!));
};

/** The editor API (docs/editor-api.md) and the admin call that grants its roles. */
export function editorApi(deps: EditorDeps): Router {
  const db = deps.database.db;
  const router = Router();

  router.put('/api/admin/users/:email/roles', express.json({ limit: '10kb' }), async (req, res) => {
    if (!bearerOk(deps.adminToken, req.get('authorization')))
      return fail(res, 401, 'NO_SESSION', 'admin bearer token required');
    const body = rolesBody.safeParse(req.body);
    const email = String(req.params.email);
    if (!body.success || email.length > 254) return fail(res, 400, 'BAD_REQUEST', 'Se necesita { roles, sites? }.');
    const result = await setRoles(db, email, body.data, 'admin-token');
    if (!result.ok)
      return result.reason === 'unknown'
        ? fail(res, 404, 'NOT_FOUND', 'No hay una cuenta con ese correo.')
        : fail(res, 409, 'UNVERIFIED', 'El correo no está verificado (envía "allowUnverified": true para aceptarlo).');
    res.json({ email: result.email, roles: result.roles, sites: result.sites });
  });

  /** A publish: this process's snapshot now, the HTML cache (when one is installed) for the sites that serve it. */
  const published = async (site: string, req: express.Request) => {
    deps.livePages.invalidate();
    const sites = site === SHARED ? [...loadSites().keys()] : [site];
    const purge = req.app.locals.purgeKeys as ((keys: string[]) => unknown) | undefined;
    await purge?.(sites.map((s) => `site-${s}`));
  };

  const api = Router();
  // Issue 26, item 2: one signing key for the links the API makes and the page that opens them.
  const shareDeps = { db, registry: deps.registry, preview: deps.preview, key: previewLinkKey() };
  api.use(express.json({ limit: '1mb' }), editorSession(db, deps.sessionUser));
  api.get('/me', (req, res) => {
    const { email, grant } = editorOf(res);
    const site = typeof req.query.site === 'string' ? req.query.site : '';
    res.json({
      email,
      roles: grant?.roles ?? [],
      sites: grant?.sites,
      mayPublish: mayPublish(grant, site),
      admin: isAdmin(grant),
    });
  });
  api.use(pagesRoutes({ db, registry: deps.registry, published }));
  api.use(
    reviewsRoutes({ db, validate: pageValidator(db, deps.registry), published }),
    unpublishRoutes({ db, published }),
  );
  api.use(optionsRoutes(db, deps.backend));
  api.use(collectionsRoutes({ db, cache: deps.cache }));
  api.use(schedulesRoutes({ db, registry: deps.registry }), presenceRoutes({ db, settings: deps.presence }));
  api.use(previewRoute({ db, registry: deps.registry, preview: deps.preview }));
  api.use(previewLinksRoutes(shareDeps));
  api.use(paletteRoutes(deps.registry));
  api.use(imagesOptionsRoutes(db));
  api.use(reuseRoutes({ db, registry: deps.registry, published }));
  api.use((_req, res) => fail(res, 404, 'NOT_FOUND', 'Recurso no encontrado.'));
  router.use('/api/editor', api);
  // The page a link shows is a reader's page: the readers' Content-Security-Policy goes with it.
  router.use('/_preview', contentSecurityPolicy());
  router.use(previewLinkPage(shareDeps));
  return router;
}
