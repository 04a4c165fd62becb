import { Router } from 'express';
import type { Database } from '../db/client';

/** sitemap.xml, the Google News sitemap, RSS per section and robots.txt. Filled in by the SEO module. */
export function seoRouter(_deps: { database: Database; production: boolean }): Router {
  return Router();
}
