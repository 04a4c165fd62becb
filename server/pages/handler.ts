import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { PreparedAreas } from '../../runtime/prepare-page';
import type { BlockRegistry } from '../../runtime/registry';
import type { PageConfig, RenderContext } from '../../runtime/types';
import type { LayoutName } from '../../layouts';
import { chooseTemplate, type TemplateName } from '../../templates/choose-template';
import type { StoryDocument } from '../../contracts/ans';
import type { Database } from '../db/client';
import { createSources, type SourceCache } from '../sources/client';
import { localBackend, type ContentBackend } from '../sources/backend';
import type { Assets } from '../render/assets';
import { renderDocumentBytes } from '../render/document';
import { BlockHtmlCache } from '../render/block-html-cache';
import { staticRenderKit, type RenderKit } from '../render/render-kit';
import { pageEmbedSources } from '../security/page-embeds';
import { pageSurrogateKeys, trackShownContent } from '../render/surrogate-keys';
import { declaredQueryNames } from '../render/page-cache-key';
import { isDataFailure, isDegraded, markDegraded, reportSourceFailures, setPageQuery } from '../render/page-outcome';
import { recordBlockRenderError } from '../ops/metrics';
import { createContentStore } from './content-store';
import { createKnownPaths } from './known-paths';
import { PageStore, loadPageFiles, logBadRoute, watchPageFiles, type PageFile } from './page-store';
import { readJsonFiles } from '../../schema/json-files';
import { createPageValidator, explainProblems } from '../../schema/validate';
import type { SiteProps } from '../../contracts/site-schema';
import type { PageReaderOf } from '../accounts/page-reader';

export interface PageDeps {
  registry: BlockRegistry;
  database: Database;
  cache: SourceCache;
  assets: Assets;
  log: Logger;
  production: boolean;
  /** The build environment (decision 0057). */
  environment: string;
  fetchTimeoutMs: number;
  adminToken?: string;
  /** Re-read page configs and templates when their files change (`npm run dev`). */
  watchPages?: boolean;
  /** `npm run dev`: the render modules as Vite has them now, asked for on each request (default: `registry`'s). */
  renderKit?: () => Promise<RenderKit>;
  /** The reader of the page-session cookie (decision 0025); without it every page is the public one. */
  pageReader?: PageReaderOf;
  /** The published pages (the database, issue 16); default: the files of page-configs/. */
  pages?: () => Promise<PageStore>;
  /** `npm run dev`: a page file changed (the caller imports it); templates are re-read here. */
  onPageFilesChanged?: () => Promise<void>;
  /** Where each site's content is read from (the local store, or Arc: decision 0090); default: the local store. */
  backend?: ContentBackend;
}

/** One page answer: the page config (or story template) to render for this request, and with what. */
interface RenderRequest {
  req: Request;
  res: Response;
  page: PageFile;
  site: SiteProps;
  /** Route parameters of the page config that matched. */
  params?: Record<string, string>;
  status: number;
  /** On a story's address: the story, and the template chosen for it. */
  story?: StoryDocument;
  template?: TemplateName;
  /** An editor's preview (issue 16): the address it renders at, instead of the request's, with ads as placeholders. */
  preview?: { path: string };
}

/** Story templates by name: `templates/<name>.json`, falling back to the default article. */
function loadTemplates(): Map<string, PageFile> {
  return new Map(
    readJsonFiles('templates').map(({ file, json }) => [
      file.replace(/^templates\//, '').replace(/\.json$/, ''),
      { file, page: json as PageConfig },
    ]),
  );
}

/** The query string as blocks' schemas parse it: the first value of each key (`?q=a&q=b` reads `a`). */
function firstValues(query: Request['query']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') out[key] = first;
  }
  return out;
}

export function createPageHandler(deps: PageDeps) {
  /**
   * Editor preview (placeholders instead of ads, spec 1, 6): `?preview=1` outside production; in production only
   * with the admin bearer token, so readers can never switch ads off.
   */
  const isPreview = (req: Request): boolean => {
    if (req.query.preview !== '1') return false;
    if (!deps.production) return true;
    return Boolean(deps.adminToken) && req.get('authorization') === `Bearer ${deps.adminToken}`;
  };

  const filePages = new PageStore(loadPageFiles(), logBadRoute(deps.log));
  const currentPages = deps.pages ?? (() => Promise.resolve(filePages));
  let templates = loadTemplates();
  // By page object: a new snapshot of the pages (a publish) or of the templates brings new objects to prepare.
  let prepared = new WeakMap<PageFile, PreparedAreas>();
  if (deps.watchPages)
    watchPageFiles(() => {
      templates = loadTemplates();
      prepared = new WeakMap();
      void (deps.onPageFilesChanged?.() ?? Promise.resolve())
        .then(() => deps.log.info('page configs and templates reloaded'))
        .catch((err: unknown) => deps.log.error({ err }, 'page configs not reloaded'));
    });

  const fixedKit = staticRenderKit(deps.registry);
  const renderKit = deps.renderKit ?? (() => Promise.resolve(fixedKit));
  let kit = fixedKit;

  // Outside production a bad node shows an error box with validate's own message; production leaves it out. The
  // schema is compiled only when a page has a bad node: most servers (and every test server) never need it.
  let validator: ReturnType<typeof createPageValidator> | undefined;
  const validate = (file: string, page: PageConfig) => (validator ??= createPageValidator(kit.registry))(file, page);

  /** A new registry (`npm run dev`: a block was edited) holds new block definitions: prepare the pages again. */
  const currentKit = async () => {
    const next = await renderKit();
    if (next.registry !== kit.registry) {
      prepared = new WeakMap();
      validator = undefined;
    }
    kit = next;
    return kit;
  };

  // Pages are prepared (migrated, parsed) once; a bad node is logged.
  const prepare = (pf: PageFile): PreparedAreas => {
    let areas = prepared.get(pf);
    if (!areas) {
      const result = kit.preparePage(pf.page, kit.registry, { keepProblems: !deps.production });
      if (!deps.production && result.problems.length)
        explainProblems(pf.file, result.problems, validate(pf.file, pf.page));
      for (const p of result.problems) deps.log.error({ page: pf.file, ...p }, 'invalid page node skipped');
      areas = result.areas;
      prepared.set(pf, areas);
    }
    return areas;
  };

  const backend = deps.backend ?? localBackend;
  const store = backend.store(createContentStore({ database: deps.database, cache: deps.cache }));
  // `npm run dev` re-renders every block: an edited component must show on the next request.
  const htmlCache = deps.renderKit ? undefined : new BlockHtmlCache().follow(deps.cache);
  const known = createKnownPaths({ db: deps.database.db, cache: deps.cache, sectionKnown: backend.sectionKnown });
  const notFound = (req: Request, res: Response, site: SiteProps, status = 404) =>
    render({ req, res, page: templates.get('not-found')!, site, status });

  const render = async ({ req, res, page: pf, site, params = {}, status, ...extra }: RenderRequest) => {
    const { resolveData, renderBody, layouts } = await currentKit();
    // Rounded to the minute: identical pages within a minute get identical bytes (and ETags).
    const now = Math.floor(Date.now() / 60_000) * 60_000;
    // In production the origin comes from the site's properties, never from a Host header a client could forge.
    const origin = deps.production ? `https://${site.hosts[0]}` : `${req.protocol}://${req.get('host')}`;
    const preview = Boolean(extra.preview) || isPreview(req);
    // Only the page-session cookie makes a page personal (decision 0025); any other cookie gets the public page.
    const who = deps.pageReader ? await deps.pageReader(req, res) : { personal: false as const };
    const reader = who.personal ? (who.reader ?? undefined) : undefined;
    const ctx: RenderContext = {
      site,
      now,
      path: extra.preview?.path ?? req.path,
      params,
      origin,
      preview,
      production: deps.production,
      environment: deps.environment,
      reader,
      contentId: extra.story?._id,
    };
    const areas = prepare(pf);
    setPageQuery(res, declaredQueryNames(areas)); // the only query parameters in its cache key
    const shown = new Set<string>(extra.story ? [extra.story._id] : []); // content ids the page shows (purge keys)
    // A source that fails makes the page degraded even where its block catches the failure and shows less.
    const sources = reportSourceFailures(
      trackShownContent(
        createSources({ db: deps.database.db, site: site.slug, now, cache: deps.cache, backend }),
        shown,
      ),
      () => markDegraded(res),
    );
    const data = await resolveData(
      areas,
      { ...ctx, sources, story: extra.story, query: firstValues(req.query) },
      {
        timeoutMs: deps.fetchTimeoutMs,
        onError: (block, error) => {
          if (isDataFailure(error)) markDegraded(res);
          req.log.error(
            { page: pf.file, block: block.def.name, pointer: block.pointer, err: error },
            'block fetch failed',
          );
        },
      },
    );
    // A template's header mode and body class are in its JSON (`meta.headerMode`, `meta.bodyClass`).
    const headerMode = pf.page.meta?.headerMode ?? 'Normal';
    const appClassName = pf.page.meta?.bodyClass;
    const body = renderBody(layouts[pf.page.layout as LayoutName], areas, data, ctx, {
      headerMode,
      appClassName,
      htmlCache,
      // The editor's preview route only (not `?preview=1`): its nodes carry their ids for the editor's frame.
      nodeIds: Boolean(extra.preview),
      onBlockError: (block, err) => {
        markDegraded(res);
        recordBlockRenderError(block.def.name);
        const where = { page: pf.file, block: block.def.name, pointer: block.pointer, requestId: req.id, err };
        req.log.error(where, 'block render failed: left out of the page');
      },
    });
    const html = renderDocumentBytes({
      ctx,
      body: body.html,
      islands: body.islands,
      eagerIslands: body.eagerIslands,
      blocks: body.blocks,
      head: body.head,
      assets: deps.assets,
      meta: pf.page.meta ?? {},
      origin,
      noindex: !deps.production,
      viewBeacon: extra.story?._id,
      story: extra.story,
    });
    res.locals.embeds = pageEmbedSources(pf.page, extra.story, site); // the page's frame and script hosts (CSP)
    // Request metrics group latency by kind of page (server/ops/metrics.ts).
    res.locals.pageKind = extra.story ? 'article' : req.path === '/' ? 'home' : params.section ? 'section' : 'page';
    res.status(status === 200 && body.head.some((h) => h.status === 404) ? 404 : status);
    // A preview is one editor's view, a personal page one reader's: never stored by a CDN or shared with readers.
    // Nor is a page some block of which failed (decision 0072): the next reader gets it whole, or the last good copy.
    if (isDegraded(res)) res.set('Cache-Control', 'no-store');
    else {
      // Purge keys (HTML cache, CDN): the site, the page, the content it shows and its sections (decision 0039).
      const sections = extra.story?.taxonomy.sections.map((s) => s._id) ?? (params.section ? [params.section] : []);
      res.set('Surrogate-Key', pageSurrogateKeys({ site: site.slug, file: pf.file, shown, sections }));
      res.set(
        'Cache-Control',
        preview || who.personal ? 'private, no-store' : 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
      );
    }
    // Sent as UTF-8 bytes: a string would be encoded again for its length, its ETag and the socket.
    res.type('html').send(html);
  };

  /** An editor's unsaved page rendered at `path` as a reader would get it there (issue 16); false: no match. */
  const preview = async (req: Request, res: Response, page: PageConfig, site: SiteProps, path: string) => {
    const found = new PageStore([{ file: `page-configs/${site.slug}/${page.id}.json`, page }]).find(site.slug, path);
    if (!found) return false;
    await render({ req, res, page: found.page, site, params: found.params, status: 200, preview: { path } });
    return true;
  };

  const pageHandler = async function pageHandler(req: Request, res: Response): Promise<void> {
    const site = res.locals.site as SiteProps;
    const pages = await currentPages();
    const found = pages.find(site.slug, req.path);
    if (found) {
      // An address that names nothing the site knows (unknown section, programme, impossible date) is a 404.
      if (await known.namesNothing(site, found.page.page.route, found.params)) return notFound(req, res, site);
      return render({ req, res, page: found.page, site, params: found.params, status: 200 });
    }
    const storyPath = req.path.endsWith('/') ? req.path : `${req.path}/`;
    // A page's address written without its trailing slash ('/foros-semana/videos') goes to the page ('//host' is
    // never a path of ours: no redirect another site could borrow).
    if (storyPath !== req.path && !req.path.startsWith('//') && pages.find(site.slug, storyPath))
      return res.redirect(301, storyPath + req.originalUrl.slice(req.path.length));
    const story = await store.story(site.slug, storyPath);
    if (story) {
      const template = chooseTemplate({
        sections: story.taxonomy.sections.map((s) => s._id),
        primarySection: story.taxonomy.primary_section._id,
        path: story.canonical_url,
        type: story.type,
      });
      const pf = templates.get(template) ?? templates.get('default')!;
      return render({ req, res, page: pf, site, status: 200, story, template });
    }
    // The footer's legal and service pages (issue 14): one template, its static-page block reads the page.
    if (await store.hasStaticPage(site.slug, storyPath))
      return render({ req, res, page: templates.get('static-page')!, site, status: 200 });
    const moved = await store.redirect(site.slug, storyPath);
    if (moved) return res.redirect(301, moved);
    if (await store.isGone(site.slug, storyPath)) return notFound(req, res, site, 410);
    // Any section the menus name or stories are filed under has a landing that lists its stories (issue 14).
    const section = await known.landing(site, storyPath);
    if (section)
      return render({ req, res, page: templates.get('section-landing')!, site, params: { section }, status: 200 });
    return notFound(req, res, site);
  };
  return Object.assign(pageHandler, { preview });
}
