import type { Request } from 'express';
import type { SiteProps } from '../../contracts/site-schema';

/**
 * The absolute origin of feed and sitemap links. Same rule as the page handler: in production the site's own
 * host (never a Host header a client could forge); elsewhere the request's, so links work on any test server.
 */
export function siteOrigin(req: Request, site: SiteProps, production: boolean): string {
  return production ? `https://${site.hosts[0]}` : `${req.protocol}://${req.get('host')}`;
}
