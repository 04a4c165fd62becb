import { z } from 'zod';
import { feedSize, feedOffset, sourceInclude } from './fields';

/** The query `content-apir-date` accepts (its fetch lives in server/sources/content-apir-date.ts). */
export const params = z.object({
  date: z.iso.date('a date as YYYY-MM-DD'),
  feedSize: feedSize.default(50),
  feedOffset,
  sourceInclude,
});
