import { call, enc, json, pagePath, write } from './api';

/**
 * The editor's calls for issue 26, items 2, 6 and 8 (docs/editor-api.md): preview links of a page, the site's
 * pictures for the social image, and the blocks the palette offers.
 */

export interface PreviewLink {
  id: string;
  url: string;
  version: number;
  path: string;
  createdBy: string;
  createdAt: string;
  expiresAt: string;
  state: 'active' | 'expired' | 'revoked';
}

export interface SiteImage {
  id: string;
  /** The social card's address, stored as `meta.image`. */
  url: string;
  thumbnail: string;
  alt: string;
}

const links = (site: string, id: string) => `${pagePath(site, id)}/preview-links`;

export const shareApi = {
  previewLinks: async (site: string, id: string) => json<PreviewLink[]>(await call(links(site, id))),
  createPreviewLink: async (site: string, id: string, version: number, expiresInHours: number) =>
    json<{ url: string; id: string; expiresAt: string }>(
      await call(links(site, id), write('POST', { version, expiresInHours })),
    ),
  revokePreviewLink: async (site: string, id: string, linkId: string) =>
    void (await call(`${links(site, id)}/${enc(linkId)}`, write('DELETE', {}))),
  images: async (site: string, q = '') =>
    json<SiteImage[]>(await call(`/api/editor/options/images?site=${enc(site)}&q=${enc(q)}`)),
  palette: async (site: string) =>
    json<{ blocks: string[] }>(await call(`/api/editor/options/palette?site=${enc(site)}`)),
};
