import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { rootDir } from '../config';
import { readJsonFiles } from '../../schema/json-files';
import type { PageConfig } from '../../runtime/types';
import { compileRoute, type RouteMatcher } from '../../contracts/route-pattern';

export interface PageFile {
  file: string;
  page: PageConfig;
}

interface Route {
  page: PageFile;
  match: RouteMatcher;
}

/** Told about a stored page whose route does not compile: that page is left out, the others still serve. */
export type OnBadRoute = (page: PageFile, reason: string) => void;

/** The operator's side of a skipped page: which file, which route and why, once per snapshot that meets it. */
export const logBadRoute =
  (log: Pick<Logger, 'error'>): OnBadRoute =>
  (pf, reason) =>
    log.error({ file: pf.file, route: pf.page.route, reason }, 'page skipped: its route is not a valid pattern');

/**
 * Page configs by site. A site's own folder wins; `page-configs/shared/` holds the pages every
 * brand has in common (spec 1, 1: the sites share the same pages). A site's own page with a shared page's id is
 * that site's copy of it (issue 16): the shared one no longer answers there. Each route is compiled on its own: a
 * route that is no pattern (a row written before routes were checked, issue 24) skips that page alone.
 */
export class PageStore {
  private routes = new Map<string, Route[]>();
  private ownIds = new Map<string, Set<string>>();

  constructor(files: PageFile[], onBadRoute: OnBadRoute = () => {}) {
    const shared: Route[] = [];
    for (const pf of files) {
      const site = pf.file.split(path.sep)[1];
      const match = routeOf(pf, onBadRoute);
      if (!match) continue;
      const route: Route = { page: pf, match };
      if (site === 'shared') shared.push(route);
      else {
        this.routes.set(site, [...(this.routes.get(site) ?? []), route]);
        this.ownIds.set(site, (this.ownIds.get(site) ?? new Set()).add(pf.page.id));
      }
    }
    this.routes.set('shared', shared);
  }

  find(site: string, pathname: string): { page: PageFile; params: Record<string, string> } | null {
    const own = this.ownIds.get(site);
    const shared = (this.routes.get('shared') ?? []).filter((r) => !own?.has(r.page.page.id));
    for (const route of [...(this.routes.get(site) ?? []), ...shared]) {
      const m = route.match(pathname);
      if (m) {
        const params = Object.fromEntries(
          Object.entries(m.params).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : String(v)]),
        );
        return { page: route.page, params };
      }
    }
    return null;
  }

  /** Every page a site serves (its own, then the shared ones it has no copy of). */
  pagesOf(site: string): PageFile[] {
    const own = this.ownIds.get(site);
    const shared = (this.routes.get('shared') ?? []).filter((r) => !own?.has(r.page.page.id));
    return [...(this.routes.get(site) ?? []), ...shared].map((r) => r.page);
  }
}

function routeOf(pf: PageFile, onBadRoute: OnBadRoute): RouteMatcher | undefined {
  try {
    return compileRoute(pf.page.route);
  } catch (err) {
    onBadRoute(pf, err instanceof Error ? err.message : String(err));
    return undefined;
  }
}

export function loadPageFiles(): PageFile[] {
  return readJsonFiles('page-configs').map(({ file, json }) => ({ file, page: json as PageConfig }));
}

/**
 * Calls `onChange` (debounced) when a page config or template file changes. `npm run dev` only: the watcher
 * lives as long as the process.
 */
export function watchPageFiles(onChange: () => void, root = rootDir): () => void {
  let timer: NodeJS.Timeout | undefined;
  const watchers = ['page-configs', 'templates'].map((folder) => {
    const watcher = fs.watch(path.join(root, folder), { recursive: true }, (_event, name) => {
      if (!name?.endsWith('.json')) return;
      clearTimeout(timer);
      timer = setTimeout(onChange, 100);
    });
    watcher.unref();
    return watcher;
  });
  return () => watchers.forEach((w) => w.close());
}
