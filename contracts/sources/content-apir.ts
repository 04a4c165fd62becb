import { z } from 'zod';
import { feedSize, feedOffset, sourceInclude } from './fields';

/** The query `content-apir` accepts (its fetch lives in server/sources/content-apir.ts). */
export const params = z.object({
  includeSections: z.string().min(1).max(300),
  /** Only stories published in this calendar year (the site's time zone): the printed editions of one year. */
  year: z.coerce.number().int().min(1900).max(2999).optional(),
  feedSize: feedSize.default(10),
  feedOffset,
  sourceInclude,
});
