import { eq, or } from 'drizzle-orm';
import { authors } from '../db/schema';
import { defineSource } from './define-source';
import { params, type AuthorRecord } from '../../contracts/sources/authors-api';
import { imagesData } from '../../contracts/image-sizes';

/** An author's image, byline and bio by id or slug (`idAutor`). Null when unknown. */
export default defineSource({
  name: 'authors-api',
  ttl: 600,
  params,
  async fetch(params, { db }): Promise<AuthorRecord | null> {
    const [row] = await db
      .select()
      .from(authors)
      .where(or(eq(authors.id, params.idAutor), eq(authors.slug, params.idAutor)))
      .limit(1);
    if (!row) return null;
    const imageId = `author-${row.slug}`;
    return {
      _id: row.id,
      byline: row.byline,
      bio: row.bio,
      bio_page: `/autor/${row.slug}/`,
      image: row.imageUrl ? { url: row.imageUrl, images_data: imagesData(imageId) } : null,
    };
  },
});
