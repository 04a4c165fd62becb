import express, { type NextFunction, type Request, type Response } from 'express';
import { pinoHttp } from 'pino-http';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { parse as parseCookies } from 'cookie';
import { createSourceCache, createSources } from './sources/client';
import { createContentBackend } from './sources/backend';
import { CHUNK_DIR } from '../runtime/client/chunk-load';
import { loadBlocks } from '../runtime/registry';
import { loadSites, siteForHost } from './sites';
import { loadAssets, clientDir } from './render/assets';
import { createPageHandler } from './pages/handler';
import { contentEndpoint } from './api/content-endpoint';
import { adminContent } from './api/admin-content';
import { viewsEndpoint } from './views/views-endpoint';
import { ViewCounter } from './views/view-counter';
import { imagesRouter } from './images/router';
import { seoRouter } from './seo/router';
import { contentSecurityPolicy } from './security/csp';
import { securityHeaders } from './security/headers';
import { accountsRouter } from './accounts/router';
import { MemoryHitStore } from './security/hit-store';
import { staticAssets } from './http/static-assets';
import { siteImages } from './http/site-images';
import { compressResponses } from './http/compress';
import { bodyEtag } from './http/etag';
import { pageRouteMemo } from './http/page-route-memo';
import { inputGuard } from './http/input-guard';
import { ownEmbeds } from './embeds/router';
import { purgeEverywhere } from './render/html-cache';
import { contentKey, siteKey } from './render/surrogate-keys';
import { htmlCacheMiddleware } from './render/html-cache-middleware';
import { opsRouter } from './ops/router';
import { kindOfPath, requestMetrics } from './ops/metrics';
import { htmlErrorPage } from './render/error-page';
import { staticRenderKit } from './render/render-kit';
import { isUnavailable } from './ops/faults';
import { loadPageFiles, logBadRoute } from './pages/page-store';
import { LivePages } from './editor/live-pages';
import { SHARED, seedPages } from './editor/page-rows';
import { importPages } from './editor/exchange';
import { editorApi } from './editor/router';
import { pageSchedules, startScheduleLoop } from './editor/schedule-loop';
import { embargoReleases } from './content/embargo';
import { editorUi } from './editor-ui';
import { grantOf } from './editor/roles';
import { buildEnvironment, PAYWALL_SCRIPT_PATH } from '../contracts/paywall';
import { paywallRules, paywallScript } from './paywall/script-and-rules';
import type { AppOptions } from './app-options';

export type { AppOptions } from './app-options';

/** Drops every cached page (here, in other processes, in the CDN) carrying one of the surrogate keys. */
export type PurgeKeys = (keys: string[]) => Promise<void>;

const SITE_COOKIE = '_website';

/** Whether an error answers a page: a GET of an address that is not an API, ops, image or asset route. */
const answersHtml = (req: Request) =>
  (req.method === 'GET' || req.method === 'HEAD') && ['home', 'page'].includes(kindOfPath(req.path));

export async function createApp(opts: AppOptions) {
  const registry = opts.registry ?? (await loadBlocks());
  const cache = opts.cache ?? createSourceCache();
  const assets = opts.dev?.assets ?? opts.assets ?? loadAssets();
  const production = opts.production ?? false;
  const sites = loadSites();
  const limits = opts.limits ?? new MemoryHitStore();
  // The one switch between the local store and Arc (decision 0090): every source call and story lookup goes through it.
  const backend = createContentBackend({ arc: opts.arc, cache, log: opts.log });
  const app = express();
  // The page builder calls it when a page is published; content changes call it through the admin API.
  const purgeKeys: PurgeKeys = purgeEverywhere(opts.htmlCache, opts.cdnPurge);
  app.locals.purgeKeys = purgeKeys;
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.set('etag', bodyEtag);
  // Behind a load balancer or CDN, TRUST_PROXY (e.g. 1) makes req.ip the client's, for rate limits and throttles.
  if (opts.trustProxy !== undefined) app.set('trust proxy', opts.trustProxy);

  app.use(requestMetrics());
  app.use(securityHeaders(production));
  // Before the request log: Vite's module requests would drown it.
  if (opts.dev) app.use(opts.dev.middlewares);
  // The site comes from the host name; outside production `?_website=` (kept in a cookie) overrides it.
  app.use(function siteOfRequest(req: Request, res: Response, next: NextFunction) {
    let site = siteForHost(req.hostname);
    if (!production) {
      const asked = typeof req.query._website === 'string' ? req.query._website : undefined;
      const remembered = parseCookies(req.headers.cookie ?? '')[SITE_COOKIE];
      const slug = asked ?? remembered;
      if (slug && sites.has(slug)) {
        site = sites.get(slug)!;
        if (asked && asked !== remembered)
          res.cookie(SITE_COOKIE, slug, { httpOnly: true, sameSite: 'lax', path: '/' });
      }
      res.vary('Cookie');
    }
    res.locals.site = opts.siteOverrides ? { ...site, ...opts.siteOverrides } : site;
    next();
  });
  // Control characters, prototype keys and deep JSON are refused before any route or cache sees them (issue 24).
  app.use(inputGuard());
  // A page this process holds is answered here, before the routers below (decision 0048), and before the request
  // log and on-the-fly compression: a hit is sent as stored, already compressed, and logs its own line (decision
  // 0052). Misses go on to the route.
  const pageCache =
    opts.htmlCache && htmlCacheMiddleware({ cache: opts.htmlCache, registry, production, app, log: opts.log });
  if (pageCache) app.use(pageCache.early);
  app.use(
    pinoHttp({
      logger: opts.log,
      genReqId: (req, res) => {
        const id = (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) ?? randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      },
      autoLogging: {
        ignore: (req) =>
          ['/healthz', '/readyz', '/metrics'].includes(req.url ?? '') || req.url?.startsWith(`/${CHUNK_DIR}/`) === true,
      },
    }),
  );

  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  app.use(
    opsRouter({
      database: opts.database,
      redis: opts.redis,
      log: opts.log,
      production,
      adminToken: opts.adminToken,
      metricsToken: opts.metricsToken,
    }),
  );
  app.use(`/${CHUNK_DIR}`, staticAssets(path.join(clientDir, CHUNK_DIR)));
  app.get(PAYWALL_SCRIPT_PATH, paywallScript(Boolean(opts.dev)));
  // Every response from here on (pages, JSON, feeds) is compressed when it is worth it (server/http/compress.ts).
  app.use(compressResponses());
  // An address that reached the page route before goes straight to it, past the routers below (decision 0059).
  const pageRoute = pageRouteMemo();
  app.use(pageRoute.early);

  app.use(siteImages()); // the icon and our own logo files (server/http/site-images.ts)
  app.use(ownEmbeds()); // our own demo agenda, assistant and pre-count, framed by the demo pages (decision 0102)
  app.use(imagesRouter({ arcOrigins: opts.imageOrigins ?? opts.arc?.imageOrigins ?? [] }));
  app.use(paywallRules());
  app.use(
    contentEndpoint({ database: opts.database, cache, rateLimitPerMinute: opts.rateLimitPerMinute, limits, backend }),
  );
  app.use(adminContent({ database: opts.database, cache, adminToken: opts.adminToken, purge: purgeKeys }));
  const viewCounter = new ViewCounter(opts.database);
  app.use(viewsEndpoint({ database: opts.database, counter: viewCounter, limits, backend }));
  const sources = (site: string, now: number) => createSources({ db: opts.database.db, site, now, cache, backend });
  const accounts = accountsRouter({
    database: opts.database,
    log: opts.log,
    production,
    limits,
    blocks: { registry, sources, backend },
  });
  app.use(accounts);
  app.use(
    editorUi({
      assets,
      sites,
      production,
      sessionUser: accounts.sessionUser,
      hasEditorRole: async (userId) => Boolean(await grantOf(opts.database.db, userId)),
    }),
  );

  // Pages live in the database (issue 16): the files seed only the pages it does not have yet.
  await seedPages(opts.database.db, loadPageFiles());
  // A stored route that does not compile is left out on its own, logged on each snapshot that meets it.
  const livePages = new LivePages(opts.database.db, logBadRoute(opts.log));
  const pageHandler = createPageHandler({
    registry,
    database: opts.database,
    cache,
    assets,
    log: opts.log,
    production,
    environment: opts.environment ?? buildEnvironment(production ? 'production' : undefined),
    fetchTimeoutMs: opts.fetchTimeoutMs ?? 2000,
    adminToken: opts.adminToken,
    watchPages: opts.watchPages,
    renderKit: opts.dev?.renderKit,
    pageReader: accounts.pageReader,
    pages: livePages.current,
    backend,
    // `npm run dev`: an edited file goes through the import (an editor's draft is never overwritten) and goes live.
    onPageFilesChanged: async () => {
      const report = await importPages(opts.database.db, loadPageFiles(), { publish: true, who: 'dev-files' });
      for (const c of [...report.conflicts, ...report.refused]) opts.log.warn(c, 'page file not imported');
      livePages.invalidate();
    },
  });
  app.use(
    editorApi({
      database: opts.database,
      cache,
      sessionUser: accounts.sessionUser,
      adminToken: opts.adminToken,
      livePages,
      preview: pageHandler.preview,
      registry,
      presence: opts.presence,
      backend,
    }),
  );
  // Scheduled publishes (issue 26, item 1): each job done makes this process's snapshot and every cache current.
  // Ended embargoes (decision 0089): the documents go public, and every cached answer and page of their site goes,
  // as an import through the admin API does.
  const scheduleLoop = startScheduleLoop({
    everyMs: opts.scheduleEveryMs,
    log: opts.log,
    work: [
      pageSchedules({
        db: opts.database.db,
        log: opts.log,
        afterJob: async (site) => {
          livePages.invalidate();
          await purgeKeys((site === SHARED ? [...sites.keys()] : [site]).map((s) => `site-${s}`));
        },
      }),
      embargoReleases({
        db: opts.database.db,
        log: opts.log,
        afterRelease: async (site, ids) => {
          await cache.invalidateSite(site);
          await purgeKeys([siteKey(site), ...ids.map(contentKey)]);
        },
      }),
    ],
  });
  app.locals.scheduleLoop = scheduleLoop;
  app.use(seoRouter({ database: opts.database, production, cache, backend }));
  const pageHandlers = [
    ...(pageCache ? [pageCache.route] : []),
    contentSecurityPolicy({ dev: Boolean(opts.dev) }),
    pageHandler,
  ];
  pageRoute.setRoute(pageHandlers);
  app.get('/{*path}', pageRoute.remember, ...pageHandlers);

  const errorPage = htmlErrorPage({
    renderKit: opts.dev?.renderKit ?? (() => Promise.resolve(staticRenderKit(registry))),
    assets,
    production,
    environment: opts.environment ?? buildEnvironment(production ? 'production' : undefined),
    dev: Boolean(opts.dev),
    log: opts.log,
  });
  app.use((err: Error & { status?: number; type?: string }, req: Request, res: Response, _next: NextFunction) => {
    // The database (or another dependency) out of reach is 503, so a CDN or balancer retries or serves a stale copy.
    const unavailable = isUnavailable(err);
    const status = err.status && err.status >= 400 && err.status < 500 ? err.status : unavailable ? 503 : 500;
    if (status >= 500) req.log?.error({ err }, unavailable ? 'dependency unavailable' : 'request failed');
    if (res.headersSent) return;
    if (unavailable) res.set('Retry-After', '5');
    // A browser on a page gets a page (issue 24); only API routes answer JSON.
    if (answersHtml(req)) return void errorPage(req, res, status);
    res
      .status(status)
      .json({ error: status === 503 ? 'Servicio no disponible' : status === 500 ? 'Error interno' : err.message });
  });

  return { app, cache, registry, viewCounter, purgeKeys, scheduleLoop };
}
