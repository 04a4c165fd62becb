import type { Request } from 'express';
import type { PreparedAreas } from '../../runtime/prepare-page';
import { walkBlocks } from '../../runtime/resolve';

/** A longer query value is not a reader's: such requests are rendered, never stored. */
export const MAX_QUERY_VALUE = 200;
/** The only reader class whose pages are shared: a personal page (page-session cookie) or a preview is never cached. */
export const PUBLIC_READER = 'public';

/**
 * A page's place before its query: site, origin (outside production the page's links use the Host it was asked for,
 * server/pages/handler.ts; in production it is empty) and path.
 */
export const pageBase = (site: string, origin: string, path: string) => `${site}|${origin}|${path}`;

/**
 * The page-cache key (issue 24, item 3): the base, the values of `names` only (the query parameters the page's
 * blocks declare, sorted; the first value of each), and the reader class. Any other parameter (`utm_*`, `?q=` on a
 * page that does not search, cache busters) maps to the same key. Undefined: a declared value too long to store.
 */
export function pageCacheKey(base: string, names: readonly string[], query: Request['query']): string | undefined {
  const parts: string[] = [];
  for (const name of names) {
    if (!Object.hasOwn(query, name)) continue;
    const raw = query[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value !== 'string') continue;
    if (value.length > MAX_QUERY_VALUE) return undefined;
    parts.push(`${name}=${encodeURIComponent(value)}`);
  }
  return `${base}?${parts.join('&')}|${PUBLIC_READER}`;
}

/** The query parameters the published blocks of a page declare (`query` in defineBlock), sorted. */
export function declaredQueryNames(areas: PreparedAreas): string[] {
  const names = new Set<string>();
  for (const nodes of Object.values(areas))
    for (const block of walkBlocks(nodes))
      if (block.config.published) for (const name of Object.keys(block.def.query?.shape ?? {})) names.add(name);
  return [...names].sort();
}

export const sameNames = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name, i) => name === b[i]);
