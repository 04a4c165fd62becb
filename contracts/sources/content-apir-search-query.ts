import { z } from 'zod';
import { feedSize, feedOffset, sourceInclude } from './fields';

/** The query `content-apir-search-query` accepts (its fetch lives in server/sources/content-apir-search-query.ts). */
export const params = z.object({
  queryString: z.string().trim().min(1).max(200),
  sort: z.literal('publish_date:desc').default('publish_date:desc'),
  feedSize: feedSize.default(10),
  feedOffset,
  sourceInclude,
});
