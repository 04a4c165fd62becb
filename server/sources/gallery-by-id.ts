import { and, eq } from 'drizzle-orm';
import { content } from '../db/schema';
import { publicContent } from '../content/public-content';
import { defineSource } from './define-source';
import { params, type GalleryById } from '../../contracts/sources/gallery-by-id';
import { publicGalleryElements } from '../../contracts/gallery-lock';

/**
 * One gallery with its images (`content_elements`) and headline. Null when there is none. The answer is public and
 * cached for everyone, so a gallery the paywall locks comes with its lead picture only.
 */
export default defineSource({
  name: 'gallery-by-id',
  ttl: 300,
  params,
  async fetch(params, { db, site }): Promise<GalleryById | null> {
    const [row] = await db
      .select({ doc: content.doc })
      .from(content)
      .where(
        and(eq(content.id, params.queryString), eq(content.site, site), eq(content.type, 'gallery'), publicContent()),
      );
    if (!row) return null;
    const { _id, headlines, canonical_url } = row.doc;
    return { _id, headlines, content_elements: publicGalleryElements(row.doc), canonical_url };
  },
});
