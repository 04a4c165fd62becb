import { and, eq } from 'drizzle-orm';
import { staticPages } from '../db/schema';
import { defineSource } from './define-source';
import { params, type StaticPage } from '../../contracts/sources/static-page';

/** The site's legal or service page at an address (issue 14, decision 0037). Null when the site has none there. */
export default defineSource({
  name: 'static-page',
  ttl: 600,
  params,
  async fetch(params, { db, site }): Promise<StaticPage | null> {
    const [row] = await db
      .select({
        path: staticPages.path,
        title: staticPages.title,
        paragraphs: staticPages.paragraphs,
        example: staticPages.example,
      })
      .from(staticPages)
      .where(and(eq(staticPages.site, site), eq(staticPages.path, params.path)));
    return row ?? null;
  },
});
