import { z } from 'zod';
import type { imagesData } from '../image-sizes';

/** The query `authors-api` accepts (its fetch lives in server/sources/authors-api.ts). */
export const params = z.object({ idAutor: z.string().min(1).max(100) });

export interface AuthorRecord {
  _id: string;
  byline: string;
  bio?: string;
  bio_page: string;
  image: { url: string; images_data: ReturnType<typeof imagesData> } | null;
}
