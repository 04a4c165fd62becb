import { z } from 'zod';
import { feedSize, feedOffset, sourceInclude } from './fields';

/** The query `content-apir-v2` accepts (its fetch lives in server/sources/content-apir-v2.ts). */
export const params = z.object({
  includeSections: z.string().min(1).max(300),
  includeSubtypes: z.string().max(200).optional(),
  feedSize: feedSize.default(8),
  feedOffset,
  sourceInclude,
});
