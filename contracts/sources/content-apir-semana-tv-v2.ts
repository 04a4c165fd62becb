import { z } from 'zod';
import { feedSize, feedOffset, sourceInclude } from './fields';

/** The query `content-apir-semana-tv-v2` accepts (its fetch lives in server/sources/content-apir-semana-tv-v2.ts). */
export const params = z.object({
  includeSections: z
    .string()
    .regex(/^\/[a-z0-9-]+-tv\/[a-z0-9-]+(\/[a-z0-9-]+)?\/?$/, "a TV section such as '/semana-tv/virales'"),
  feedSize: feedSize.default(10),
  feedOffset,
  sourceInclude,
});
