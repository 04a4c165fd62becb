import fs from 'node:fs';
import path from 'node:path';
import { match, type MatchFunction } from 'path-to-regexp';
import { rootDir } from '../config';
import { readJsonFiles } from '../../schema/json-files';
import type { PageConfig } from '../../runtime/types';

export interface PageFile {
  file: string;
  page: PageConfig;
}

interface Route {
  page: PageFile;
  match: MatchFunction<Record<string, string | string[]>>;
}

/**
 * Page configs by site. A site's own folder wins; `page-configs/shared/` holds the pages every
 * brand has in common (spec 1, 1: the sites share the same pages). A site's own page with a shared page's id is
 * that site's copy of it (issue 16): the shared one no longer answers there.
 */
export class PageStore {
  private routes = new Map<string, Route[]>();
  private ownIds = new Map<string, Set<string>>();

  constructor(files: PageFile[]) {
    const shared: Route[] = [];
    for (const pf of files) {
      const site = pf.file.split(path.sep)[1];
      const route: Route = { page: pf, match: match(pf.page.route, { decode: decodeURIComponent }) };
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
