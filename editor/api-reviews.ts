import { call, enc, json, pagePath, write } from './api';

/**
 * Review before publish and unpublish (issue 26, items 3 and 7; docs/editor-api.md): an editor asks for a saved
 * version to be published, the site's publishers publish it or return it with a comment; publishers unpublish.
 */

export type ReviewStatus = 'requested' | 'published' | 'returned' | 'withdrawn';

export interface ReviewRequest {
  id: number;
  pageId: string;
  version: number;
  status: ReviewStatus;
  requestedBy: string;
  requestedAt: string;
  note?: string;
  decidedBy?: string;
  decidedAt?: string;
  comment?: string;
}

/** A pending request as the publishers' queue lists it: the page's title and route, and what readers get now. */
export interface QueuedReview extends ReviewRequest {
  title: string;
  route: string;
  /** The version readers get (null: the page is not published): the diff's «before». */
  liveVersion: number | null;
  /** The page was saved again after the request: publishing it answers 409. */
  stale: boolean;
}

/** `"7-3f2a…"` → 7: the version an ETag names (server/editor/page-rows.ts). */
export const versionOfEtag = (etag: string): number | undefined => {
  const m = /^(?:W\/)?"(\d+)-/.exec(etag);
  return m ? Number(m[1]) : undefined;
};

export const reviewsApi = {
  request: async (site: string, id: string, version: number, note?: string) =>
    json<ReviewRequest>(await call(`${pagePath(site, id)}/review-requests`, write('POST', { version, note }))),
  /** The page's requests, latest first: the editor's banner reads the first. */
  ofPage: async (site: string, id: string) =>
    json<ReviewRequest[]>(await call(`${pagePath(site, id)}/review-requests`)),
  /** The site's pending requests (publishers only: 403 for others). */
  queue: async (site: string) => json<QueuedReview[]>(await call(`/api/editor/reviews?site=${enc(site)}`)),
  /** Which pages wait for a publisher, for the page list's badge (any editor of the site). */
  pagesInReview: async (site: string) =>
    json<{ id: string; since: string }[]>(await call(`/api/editor/reviews/pages?site=${enc(site)}`)),
  publish: async (requestId: number) =>
    json<{ version: number }>(await call(`/api/editor/reviews/${requestId}/publish`, write('POST', {}))),
  return: async (requestId: number, comment: string) =>
    json<ReviewRequest>(await call(`/api/editor/reviews/${requestId}/return`, write('POST', { comment }))),
  /** Takes the page off the site (publishers); answers the page's ETag after it (a version of kind `unpublish`). */
  unpublish: async (site: string, id: string) =>
    (await json<{ etag: string }>(await call(`${pagePath(site, id)}/unpublish`, write('POST', {})))).etag,
};
