import type { PageDoc } from './types';

/**
 * Every call the editor makes to the server (issue 16, 3), in one place so the shapes can be adjusted to the
 * server's without touching a component. Writes carry `X-Editor-CSRF: 1` (the server's CSRF check for
 * cookie sessions) and saves and publishes carry the ETag the editor saw as `If-Match`.
 */

export interface PageSummary {
  id: string;
  route: string;
  title?: string;
  updatedAt?: string;
  updatedBy?: string;
  /** Live for readers. */
  published: boolean;
  /** Has changes readers do not see yet. */
  draft?: boolean;
  /** Served from the `shared` pseudo-site: the site has no copy of its own. */
  shared?: boolean;
  layout?: string;
}

export interface VersionSummary {
  version: number;
  /** What the version was (docs/editor-api.md); absent from a server older than issue 25. */
  kind?: 'save' | 'publish' | 'rollback' | 'autosave' | 'unpublish';
  savedAt: string;
  savedBy?: string;
  published: boolean;
  /** The one readers get. */
  live?: boolean;
}

/** One problem of a 422 answer: where (JSON pointer), what (validate's message) and in which block. */
export interface FieldError {
  pointer: string;
  message: string;
  block?: string;
}

export interface Option {
  value: string;
  label: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
  }
}

const WRITE_HEADERS = { 'Content-Type': 'application/json', 'X-Editor-CSRF': '1' };
export const enc = encodeURIComponent;

/** The building blocks of a call, for the feature modules beside this one (`editor/api-*.ts`). */
export async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(path, { credentials: 'same-origin', ...init });
  if (res.ok) return res;
  const body = (await res.json().catch(() => ({}))) as { error?: string; code?: string; errors?: FieldError[] };
  throw new ApiError(res.status, body.error ?? `Error ${res.status}`, body.code, body.errors ?? []);
}

export const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;
export const etagOf = (res: Response): string => res.headers.get('ETag') ?? '';

export const write = (method: string, body: unknown, etag?: string): RequestInit => ({
  method,
  headers: { ...WRITE_HEADERS, ...(etag ? { 'If-Match': etag } : {}) },
  body: JSON.stringify(body ?? {}),
});

/** Why a draft is saved (issue 25, 8): by the editor's button, or by the editor itself after a pause. */
export type SaveKind = 'save' | 'autosave';

export const pagePath = (site: string, id: string) => `/api/editor/pages/${enc(site)}/${enc(id)}`;

/** A story as the collection editor lists it (GET /api/editor/collections/…, /api/editor/stories). */
export interface StoryItem {
  id: string;
  headline: string;
  url: string;
  publishDate: string;
}

export interface CollectionDoc {
  id: string;
  name: string;
  storyIds: string[];
  stories: StoryItem[];
}

export interface LoadedCollection {
  collection: CollectionDoc;
  etag: string;
}

export interface CollectionVersion {
  version: number;
  savedAt: string;
  savedBy?: string;
  storyIds: string[];
}

export interface LoadedPage {
  page: PageDoc;
  etag: string;
}

/** Options come as strings or as `{ value, label }`; both are read. */
function toOptions(list: unknown): Option[] {
  if (!Array.isArray(list)) return [];
  return list.map((o: unknown) => {
    if (typeof o === 'string') return { value: o, label: o };
    const r = o as { value?: string; id?: string; label?: string; name?: string };
    const value = r.value ?? r.id ?? '';
    return { value, label: r.label ?? r.name ?? value };
  });
}

/** Who is signed in, and what they may do (GET /api/editor/me). */
export interface Me {
  email: string;
  roles: ('editor' | 'publisher' | 'admin')[];
  /** Absent: every site. */
  sites?: string[];
  /** May publish, schedule, unpublish and roll back on the site asked about. */
  mayPublish: boolean;
  admin: boolean;
}

export const api = {
  me: async (site: string) => json<Me>(await call(`/api/editor/me?site=${enc(site)}`)),
  listPages: async (site: string) => json<PageSummary[]>(await call(`/api/editor/pages?site=${enc(site)}`)),
  getPage: async (site: string, id: string): Promise<LoadedPage> => {
    const res = await call(pagePath(site, id));
    return { page: await json<PageDoc>(res), etag: etagOf(res) };
  },
  createPage: async (site: string, page: { id: string; route: string; layout: string }) =>
    etagOf(await call(`/api/editor/pages/${enc(site)}`, write('POST', page))),
  deletePage: async (site: string, id: string) => void (await call(pagePath(site, id), write('DELETE', {}))),
  /** Saves the draft; answers the new ETag. 412: someone saved since `etag`; 422: `errors` says where. */
  savePage: async (
    site: string,
    page: PageDoc,
    etag: string,
    { kind = 'save', keepalive }: { kind?: SaveKind; keepalive?: boolean } = {},
  ) =>
    etagOf(
      await call(`${pagePath(site, page.id)}${kind === 'save' ? '' : `?kind=${kind}`}`, {
        ...write('PUT', page, etag),
        // A save as the tab closes (pagehide) must outlive the page.
        keepalive,
      }),
    ),
  /** Publishes the version `etag` names; answers the page's ETag after it, from the body (`{ version, etag }`). */
  publish: async (site: string, id: string, etag: string) =>
    (await json<{ etag: string }>(await call(`${pagePath(site, id)}/publish`, write('POST', {}, etag)))).etag,
  /** The page as a reader would see it at `path`, rendered from the unsaved JSON. */
  preview: async (site: string, page: PageDoc, path?: string, signal?: AbortSignal) =>
    (await call('/api/editor/preview', { ...write('POST', { site, page, ...(path ? { path } : {}) }), signal })).text(),
  versions: async (site: string, id: string) => json<VersionSummary[]>(await call(`${pagePath(site, id)}/versions`)),
  /** One saved version's page JSON, for the history's diff (not in issue 16, 3's list: agree it with the server). */
  version: async (site: string, id: string, version: number) =>
    json<PageDoc>(await call(`${pagePath(site, id)}/versions/${version}`)),
  rollback: async (site: string, id: string, version: number) =>
    etagOf(await call(`${pagePath(site, id)}/rollback`, write('POST', { version }))),
  options: async (kind: 'sections' | 'collections', site: string) =>
    toOptions(await json<unknown>(await call(`/api/editor/options/${kind}?site=${enc(site)}`))),
  getCollection: async (site: string, id: string): Promise<LoadedCollection> => {
    const res = await call(`/api/editor/collections/${enc(site)}/${enc(id)}`);
    return { collection: await json<CollectionDoc>(res), etag: etagOf(res) };
  },
  /** Saving a collection's order is publishing it (docs/editor-api.md): live on the readers' next request. */
  saveCollection: async (site: string, id: string, storyIds: string[], etag: string): Promise<LoadedCollection> => {
    const res = await call(`/api/editor/collections/${enc(site)}/${enc(id)}`, write('PUT', { storyIds }, etag));
    return { collection: await json<CollectionDoc>(res), etag: etagOf(res) };
  },
  collectionVersions: async (site: string, id: string) =>
    json<CollectionVersion[]>(await call(`/api/editor/collections/${enc(site)}/${enc(id)}/versions`)),
  stories: async (site: string, q: string, signal?: AbortSignal) =>
    json<StoryItem[]>(await call(`/api/editor/stories?site=${enc(site)}&q=${enc(q)}`, { signal })),
  authors: async (q: string) => toOptions(await json<unknown>(await call(`/api/editor/options/authors?q=${enc(q)}`))),
};

export type Api = typeof api;
