import { z } from 'zod';
import type { StoryDocument } from '../ans';

/** The query `gallery-by-id` accepts (its fetch lives in server/sources/gallery-by-id.ts). */
export const params = z.object({ queryString: z.string().min(1).max(100) });

/** One gallery: its pictures (only the lead one when the paywall locks it) and headline. */
export type GalleryById = Pick<StoryDocument, '_id' | 'headlines' | 'content_elements' | 'canonical_url'>;
