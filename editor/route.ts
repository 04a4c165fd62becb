/**
 * What the editor's address names (issue 25, 3): the home of a site, one page or one collection. The server reads
 * the same paths to answer the shell (server/editor-ui.ts), so a reload, Back or a shared link opens the same screen.
 */
export type EditorRoute =
  | { site: string; view: 'home' }
  | { site: string; view: 'page'; id: string }
  | { site: string; view: 'collection'; id: string }
  /**
   * A reusable block group (issue 26, item 5), seen from a site: `/_editor/{site}/groups/{id}` (the site's own) or
   * `/_editor/{site}/groups/shared/{id}` (`owner` shared: every site's).
   */
  | { site: string; view: 'group'; id: string; owner: string }
  /** The site's pending publication requests, for its publishers (issue 26, item 3): `/_editor/{site}/reviews`. */
  | { site: string; view: 'reviews' };

const FOLDERS = { page: 'pages', collection: 'collections', group: 'groups' } as const;

export const EDITOR_BASE = '/_editor/';

const enc = encodeURIComponent;

export function editorPath(route: EditorRoute): string {
  const home = `${EDITOR_BASE}${enc(route.site)}/`;
  if (route.view === 'home') return home;
  if (route.view === 'reviews') return `${home}reviews`;
  const owner = route.view === 'group' && route.owner !== route.site ? `${enc(route.owner)}/` : '';
  return `${home}${FOLDERS[route.view]}/${owner}${enc(route.id)}`;
}

const decode = (part: string): string | undefined => {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
};

/**
 * The route of a path under /_editor/, or undefined when the path names nothing the editor shows. `/_editor/` alone
 * (no site) is `{ site: '' }`: the server sends it on to the host's site.
 */
export function parseEditorPath(pathname: string): EditorRoute | undefined {
  if (!pathname.startsWith(EDITOR_BASE)) return undefined;
  const parts = pathname.slice(EDITOR_BASE.length).split('/').map(decode);
  if (parts.some((p) => p === undefined)) return undefined;
  const [site, kind, id, ...rest] = parts as string[];
  if (kind === 'groups' && id === 'shared' && rest.length === 1 && site && rest[0])
    return { site, view: 'group', id: rest[0], owner: 'shared' };
  if (rest.length) return undefined;
  if (kind === undefined) return { site, view: 'home' };
  if (kind === '' && id === undefined) return site ? { site, view: 'home' } : undefined;
  if (kind === 'reviews' && id === undefined) return site ? { site, view: 'reviews' } : undefined;
  if (!site || !id) return undefined;
  if (kind === 'pages') return { site, view: 'page', id };
  if (kind === 'collections') return { site, view: 'collection', id };
  if (kind === 'groups') return { site, view: 'group', id, owner: site };
  return undefined;
}

export const sameRoute = (a: EditorRoute, b: EditorRoute) => editorPath(a) === editorPath(b);
