import fs from 'node:fs';
import path from 'node:path';
import { match, type MatchFunction } from 'path-to-regexp';
import { rootDir } from '../config';
import type { PageConfig } from '../../runtime/types';

export interface PageFile {
  file: string;
  page: PageConfig;
}

interface Route {
  page: PageFile;
  match: MatchFunction<Record<string, string | string[]>>;
}

/** Every JSON file under a folder, with its path relative to the project root. */
export function readJsonFiles(folder: string): { file: string; json: unknown }[] {
  const abs = path.join(rootDir, folder);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const file = path.join(folder, f);
      return { file, json: JSON.parse(fs.readFileSync(path.join(rootDir, file), 'utf8')) };
    });
}

/**
 * Page configs by site. A site's own folder wins; `page-configs/shared/` holds the pages every
 * brand has in common (spec 1, 1: the sites share the same pages).
 */
export class PageStore {
  private routes = new Map<string, Route[]>();

  constructor(files: PageFile[]) {
    const shared: Route[] = [];
    for (const pf of files) {
      const site = pf.file.split(path.sep)[1];
      const route: Route = { page: pf, match: match(pf.page.route, { decode: decodeURIComponent }) };
      if (site === 'shared') shared.push(route);
      else this.routes.set(site, [...(this.routes.get(site) ?? []), route]);
    }
    this.routes.set('shared', shared);
  }

  find(site: string, pathname: string): { page: PageFile; params: Record<string, string> } | null {
    for (const route of [...(this.routes.get(site) ?? []), ...(this.routes.get('shared') ?? [])]) {
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
}

export function loadPageFiles(): PageFile[] {
  return readJsonFiles('page-configs').map(({ file, json }) => ({ file, page: json as PageConfig }));
}
