import { z } from 'zod';
import { feedSize, feedOffset, sourceInclude } from './fields';

/** The query `content-api-search-author` accepts (its fetch lives in server/sources/content-api-search-author.ts). */
export const params = z.object({
  includeSections: z.string().regex(/^opinion(-[a-z0-9-]+)?$/, "'opinion-{product}'"),
  includeId: z.string().min(1).max(100),
  feedSize: feedSize.default(16),
  feedOffset,
  sourceInclude,
});
