import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { and, eq } from 'drizzle-orm';
import { preparePage, type PreparedAreas } from '../../runtime/prepare-page';
import type { BlockRegistry } from '../../runtime/registry';
import { resolveData } from '../../runtime/resolve';
import { renderBody } from '../../runtime/render';
import type { PageConfig, RenderContext } from '../../runtime/types';
import { layouts, type LayoutName } from '../../layouts';
import { chooseTemplate, type TemplateName } from '../../templates/choose-template';
import type { StoryDocument } from '../../contracts/ans';
import type { Database } from '../db/client';
import { content, contentRedirects, contentTombstones } from '../db/schema';
import { createSources, type SourceCache } from '../sources/client';
import type { Assets } from '../render/assets';
import { renderDocument } from '../render/document';
import { pageEmbedSources } from '../security/page-embeds';
import { PageStore, loadPageFiles, watchPageFiles, type PageFile } from './page-store';
import { readJsonFiles } from '../../schema/json-files';
import { createPageValidator, explainProblems } from '../../schema/validate';
import type { SiteProps } from '../../contracts/site-schema';

export interface PageDeps {
  registry: BlockRegistry;
  database: Database;
  cache: SourceCache;
  assets: Assets;
  log: Logger;
  production: boolean;
  fetchTimeoutMs: number;
  adminToken?: string;
  /** Re-read page configs and templates when their files change (`npm run dev`). */
  watchPages?: boolean;
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

  let pages = new PageStore(loadPageFiles());
  let templates = loadTemplates();
  const prepared = new Map<string, PreparedAreas>();
  if (deps.watchPages)
    watchPageFiles(() => {
      pages = new PageStore(loadPageFiles());
      templates = loadTemplates();
      prepared.clear();
      deps.log.info('page configs and templates reloaded');
    });

  // Outside production a bad node shows an error box with validate's own message; production leaves it out. The
  // schema is compiled only when a page has a bad node: most servers (and every test server) never need it.
  let validator: ReturnType<typeof createPageValidator> | undefined;
  const validate = (file: string, page: PageConfig) => (validator ??= createPageValidator(deps.registry))(file, page);

  // Pages are prepared (migrated, parsed) once; a bad node is logged.
  const prepare = (pf: PageFile): PreparedAreas => {
    let areas = prepared.get(pf.file);
    if (!areas) {
      const result = preparePage(pf.page, deps.registry, { keepProblems: !deps.production });
      if (!deps.production && result.problems.length)
        explainProblems(pf.file, result.problems, validate(pf.file, pf.page));
      for (const p of result.problems) deps.log.error({ page: pf.file, ...p }, 'invalid page node skipped');
      areas = result.areas;
      prepared.set(pf.file, areas);
    }
    return areas;
  };

  // Cached like a source answer (same TTL and per-site invalidation), so a warm article render reads no database.
  const findStory = (site: string, path: string) =>
    deps.cache.get(`${site}|story|${path}`, 60_000, async () => {
      const [row] = await deps.database.db
        .select({ doc: content.doc })
        .from(content)
        .where(and(eq(content.site, site), eq(content.canonicalUrl, path)));
      return row?.doc ?? null;
    }) as Promise<StoryDocument | null>;

  const findRedirect = async (site: string, path: string): Promise<string | undefined> => {
    const [row] = await deps.database.db
      .select({ url: content.canonicalUrl })
      .from(contentRedirects)
      .innerJoin(content, eq(content.id, contentRedirects.contentId))
      .where(and(eq(contentRedirects.site, site), eq(contentRedirects.fromUrl, path)));
    return row?.url;
  };

  const isGone = async (site: string, path: string): Promise<boolean> => {
    const [row] = await deps.database.db
      .select({ id: contentTombstones.id })
      .from(contentTombstones)
      .where(and(eq(contentTombstones.site, site), eq(contentTombstones.canonicalUrl, path)));
    return Boolean(row);
  };

  const render = async (
    req: Request,
    res: Response,
    pf: PageFile,
    site: SiteProps,
    params: Record<string, string>,
    status: number,
    extra: { story?: StoryDocument; template?: TemplateName } = {},
  ) => {
    // Rounded to the minute: identical pages within a minute get identical bytes (and ETags).
    const now = Math.floor(Date.now() / 60_000) * 60_000;
    // In production the origin comes from the site's properties, never from a Host header a client could forge.
    const origin = deps.production ? `https://${site.hosts[0]}` : `${req.protocol}://${req.get('host')}`;
    const q = typeof req.query.q === 'string' ? req.query.q.trim().slice(0, 200) : '';
    const preview = isPreview(req);
    const offerId = typeof req.query.offerId === 'string' && /^[A-Za-z0-9-]{1,40}$/.test(req.query.offerId);
    const query = { ...(q ? { q } : {}), ...(offerId ? { offerId: String(req.query.offerId) } : {}) };
    const ctx: RenderContext = {
      site,
      now,
      path: req.path,
      params,
      origin,
      query,
      preview,
      production: deps.production,
    };
    const areas = prepare(pf);
    const sources = createSources({ db: deps.database.db, site: site.slug, now, cache: deps.cache });
    const data = await resolveData(
      areas,
      { ...ctx, sources, story: extra.story },
      {
        timeoutMs: deps.fetchTimeoutMs,
        onError: (block, error) =>
          req.log.error(
            { page: pf.file, block: block.def.name, pointer: block.pointer, err: error },
            'block fetch failed',
          ),
      },
    );
    // A template's header mode and body class are in its JSON (`meta.headerMode`, `meta.bodyClass`).
    const headerMode = pf.page.meta?.headerMode ?? 'Normal';
    const appClassName = pf.page.meta?.bodyClass;
    const body = renderBody(layouts[pf.page.layout as LayoutName], areas, data, ctx, { headerMode, appClassName });
    const html = renderDocument({
      ctx,
      body: body.html,
      islands: body.islands,
      head: body.head,
      assets: deps.assets,
      meta: pf.page.meta ?? {},
      origin,
      noindex: !deps.production,
      viewBeacon: extra.story?._id,
    });
    res.locals.embeds = pageEmbedSources(pf.page, extra.story); // the page's frame and script hosts (CSP)
    res.status(status === 200 && body.head.some((h) => h.status === 404) ? 404 : status);
    // CDN purge keys: a content change purges its own page and every page of its site's lists.
    res.set(
      'Surrogate-Key',
      [`site-${site.slug}`, extra.story && `content-${extra.story._id}`].filter(Boolean).join(' '),
    );
    // A preview is one editor's view: never stored by a CDN or shared with readers.
    res.set(
      'Cache-Control',
      preview ? 'private, no-store' : 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    res.type('html').send(html);
  };

  return async function pageHandler(req: Request, res: Response): Promise<void> {
    const site = res.locals.site as SiteProps;
    const found = pages.find(site.slug, req.path);
    if (found) return render(req, res, found.page, site, found.params, 200);
    const storyPath = req.path.endsWith('/') ? req.path : `${req.path}/`;
    const story = await findStory(site.slug, storyPath);
    if (story) {
      const template = chooseTemplate({
        sections: story.taxonomy.sections.map((s) => s._id),
        primarySection: story.taxonomy.primary_section._id,
        path: story.canonical_url,
      });
      const pf = templates.get(template) ?? templates.get('default')!;
      return render(req, res, pf, site, {}, 200, { story, template });
    }
    const moved = await findRedirect(site.slug, storyPath);
    if (moved) return res.redirect(301, moved);
    const gone = await isGone(site.slug, storyPath);
    return render(req, res, templates.get('not-found')!, site, {}, gone ? 410 : 404);
  };
}
