import path from 'node:path';
import express, { Router } from 'express';
import type { SiteProps } from '../../contracts/site-schema';
import { rootDir } from '../config';
import { testCreatives } from './test-creatives';

/** Where the logos the site settings and page configs name live (the authority's, partners'): our own files. */
export const LOGO_DIR = path.join(rootDir, 'ui', 'assets', 'logos');

/**
 * The site's icon and the few logo files of our own. The icon is a brand-coloured initial, drawn per site: no binary
 * assets to keep per brand. The logos change only with a release, so a day of caching is safe.
 */
export function siteImages(): Router {
  const router = Router();
  router.get(['/favicon.svg', '/favicon.ico'], (_req, res) => {
    const site = res.locals.site as SiteProps;
    res.set('Cache-Control', 'public, max-age=86400');
    res
      .type('image/svg+xml')
      .send(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${site.theme.primary}"/><text x="16" y="23" font-family="Georgia,serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">${site.name[0]}</text></svg>`,
      );
  });
  router.use(testCreatives()); // a test ad account's creatives (issue 28)
  router.use('/logos', express.static(LOGO_DIR, { index: false, maxAge: '1d', fallthrough: false }));
  return router;
}
