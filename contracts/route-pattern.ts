import { match, type MatchFunction } from 'path-to-regexp';

/** A compiled page route: the address's parameters when it matches, false when not. */
export type RouteMatcher = MatchFunction<Record<string, string | string[]>>;

/**
 * A page's `route` as the page store matches it (path-to-regexp v8: `:name`, `*name`, `{optional}`). Throws a
 * TypeError for a pattern path-to-regexp refuses (`/(`, `/:`, `/{`, `/*`, `/a?`): such a route must be refused
 * where it is written and skipped where it is read, or it breaks every page of every site (issue 24).
 */
export function compileRoute(route: string): RouteMatcher {
  return match(route, { decode: decodeURIComponent });
}

/**
 * Why a route is not a pattern the page store can compile, in path-to-regexp's words without its help link
 * (`Unexpected ( at index 1`), or undefined when it compiles. Not a string, or not starting with `/`, is the
 * schema's to report.
 */
export function routeProblem(route: unknown): string | undefined {
  if (typeof route !== 'string' || !route.startsWith('/')) return undefined;
  try {
    compileRoute(route);
    return undefined;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return message.replace(/: .*$/s, '');
  }
}
