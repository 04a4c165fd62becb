import { isSlug } from '../../contracts/slug';
import { Router, type Request, type Response } from 'express';
import path from 'node:path';
import type { Database } from '../db/client';
import type { SiteProps } from '../../contracts/site-schema';
import { createSourceCache, createSources, type SourceCache } from '../sources/client';
import { loadPageFiles } from '../pages/page-store';
import { robotsTxt } from './robots';
import { siteOrigin } from './origin';
import { latestStories } from './stories-query';
import { newsSitemapXml, sitemapXml } from './sitemaps';
import { RSS_FIELDS, RSS_ITEMS, sectionRss } from './rss';
import type { ContentBackend } from '../sources/backend';

/** Google News reads at most 1,000 stories from the last two days; the general sitemap is bounded the same. */
export const SITEMAP_STORIES = 1000;
export const NEWS_WINDOW_MS = 48 * 60 * 60 * 1000;

/** Paths without parameters of the home and section landing pages a site has (its own or shared configs). */
function landingPaths(site: string): string[] {
  const routes = loadPageFiles()
    .filter(({ file, page }) => {
      const folder = file.split(path.sep)[1];
      const isLanding = page.route === '/' || page.id.startsWith('landing-');
      return (folder === site || folder === 'shared') && isLanding && !/[:*{]/.test(page.route);
    })
    .map(({ page }) => page.route);
  return [...new Set(routes)].sort((a, b) => a.length - b.length || a.localeCompare(b));
}

function send(res: Response, type: string, body: string, maxAgeSeconds: number): void {
  const site = res.locals.site as SiteProps;
  res.set('Cache-Control', `public, max-age=0, s-maxage=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 5}`);
  res.set('Surrogate-Key', `site-${site.slug}`);
  res.type(type).send(body);
}

/** sitemap.xml, the Google News sitemap, RSS per section and robots.txt, for the site of the request. */
export function seoRouter({
  database,
  production,
  cache = createSourceCache(),
  backend,
}: {
  database: Database;
  production: boolean;
  /** The app's source cache, so a content change (and its broadcast) reaches the feeds too. */
  cache?: SourceCache;
  /** Where each site's content is read from (decision 0090): an Arc site's sitemaps and feeds read Arc. */
  backend?: ContentBackend;
}): Router {
  const router = Router();
  const landings = new Map<string, string[]>();
  const landingsOf = (site: string) => {
    let paths = landings.get(site);
    if (!paths) landings.set(site, (paths = landingPaths(site)));
    return paths;
  };
  // A site Arc serves lists Arc's stories (decision 0090); the others, the local store's.
  const stories = (site: string, opts: { limit: number; since?: Date }) =>
    backend?.arcReads(site)?.latestStories(opts) ?? latestStories(database.db, site, opts);
  const context = (req: Request, res: Response) => {
    const site = res.locals.site as SiteProps;
    return { site, origin: siteOrigin(req, site, production), now: Date.now() };
  };

  router.get('/robots.txt', (req, res) => {
    const { origin } = context(req, res);
    send(res, 'text/plain', robotsTxt(origin, production), 3600);
  });

  router.get('/sitemap.xml', async (req, res) => {
    const { site, origin } = context(req, res);
    const list = await stories(site.slug, { limit: SITEMAP_STORIES });
    send(res, 'application/xml', sitemapXml(origin, landingsOf(site.slug), list), 300);
  });

  router.get('/sitemap-news.xml', async (req, res) => {
    const { site, origin, now } = context(req, res);
    const since = new Date(now - NEWS_WINDOW_MS);
    const list = await stories(site.slug, { limit: SITEMAP_STORIES, since });
    send(res, 'application/xml', newsSitemapXml(origin, site, list), 300);
  });

  router.get('/rss/:section.xml', async (req, res) => {
    const { site, origin, now } = context(req, res);
    const slug = req.params.section;
    const sources = createSources({ db: database.db, site: site.slug, now, cache, backend });
    const section = isSlug(slug) ? await sources['section-api']({ queryString: slug }) : null;
    if (!section) {
      res.status(404).type('text/plain').send('Sección no encontrada');
      return;
    }
    const list = await sources['content-apir']({
      includeSections: section._id,
      feedSize: RSS_ITEMS,
      sourceInclude: RSS_FIELDS,
    });
    const rss = sectionRss({ origin, site, section, feedPath: req.path, stories: list.content_elements, now });
    send(res, 'application/rss+xml', rss, 300);
  });

  return router;
}
