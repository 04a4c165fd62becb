import { z } from 'zod';
import { feedSize, feedOffset, sourceInclude } from './fields';

/** The query `content-api-collections` accepts (its fetch lives in server/sources/content-api-collections.ts). */
export const params = z.object({
  queryString: z.string().min(1).max(100),
  size: feedSize.default(20),
  from: feedOffset,
  sourceInclude,
});
