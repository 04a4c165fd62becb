/**
 * What the editor's address names (issue 25, 3): the home of a site, one page or one collection. The server reads
 * the same paths to answer the shell (server/editor-ui.ts), so a reload, Back or a shared link opens the same screen.
 */
export type EditorRoute =
  | { site: string; view: 'home' }
  | { site: string; view: 'page'; id: string }
  | { site: string; view: 'collection'; id: string };

export const EDITOR_BASE = '/_editor/';

const enc = encodeURIComponent;

export function editorPath(route: EditorRoute): string {
  const home = `${EDITOR_BASE}${enc(route.site)}/`;
  if (route.view === 'home') return home;
  return `${home}${route.view === 'page' ? 'pages' : 'collections'}/${enc(route.id)}`;
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
  if (rest.length) return undefined;
  if (kind === undefined) return { site, view: 'home' };
  if (kind === '' && id === undefined) return site ? { site, view: 'home' } : undefined;
  if (!site || !id) return undefined;
  if (kind === 'pages') return { site, view: 'page', id };
  if (kind === 'collections') return { site, view: 'collection', id };
  return undefined;
}

export const sameRoute = (a: EditorRoute, b: EditorRoute) => editorPath(a) === editorPath(b);
