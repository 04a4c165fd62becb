import { arrayContains, eq } from 'drizzle-orm';
import { authors, content } from '../db/schema';
import { defineSource } from './define-source';
import { params } from '../../contracts/sources/content-api-search-author';
import { siteKey } from '../content/site-keys';
import { listContent } from './list-query';

/**
 * The {product} author page: an author's opinion pieces. `includeSections` is `opinion-{product}` as the spec
 * writes it (the product's opinion section); `includeId` is the author's id.
 */
export default defineSource({
  name: 'content-api-search-author',
  ttl: 120,
  params,
  async fetch(params, { db, site }) {
    const [author] = await db.select({ slug: authors.slug }).from(authors).where(eq(authors.id, params.includeId));
    if (!author) return { content_elements: [], count: 0 };
    // Both keys at once: the GIN index intersects them, and an author's opinion pieces are few.
    const where = arrayContains(content.siteKeys, [siteKey(site, 'a', author.slug), siteKey(site, 's', '/opinion')]);
    return listContent(
      db,
      { where },
      { size: params.feedSize, offset: params.feedOffset, include: params.sourceInclude },
    );
  },
});
