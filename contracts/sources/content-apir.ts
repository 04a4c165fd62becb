import { z } from 'zod';
import { feedSize, feedOffset, sourceInclude } from './fields';

/** The query `content-apir` accepts (its fetch lives in server/sources/content-apir.ts). */
export const params = z.object({
  includeSections: z.string().min(1).max(300),
  feedSize: feedSize.default(10),
  feedOffset,
  sourceInclude,
});
