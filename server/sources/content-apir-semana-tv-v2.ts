import { z } from 'zod';
import { defineSource } from './define-source';
import { siteKey } from '../content/site-keys';
import { feedOffset, feedSize, sourceInclude } from './list-helpers';
import { listContent } from './list-query';

/** TV listings: one programme or category, `/semana-tv/{x}` (10 per category on the TV pages). */
export default defineSource({
  name: 'content-apir-semanaTV-v2',
  ttl: 120,
  params: z.object({
    includeSections: z
      .string()
      .regex(/^\/[a-z0-9-]+-tv\/[a-z0-9-]+(\/[a-z0-9-]+)?\/?$/, "a TV section such as '/semana-tv/virales'"),
    feedSize: feedSize.default(10),
    feedOffset,
    sourceInclude,
  }),
  fetch: (params, { db, site }) =>
    listContent(
      db,
      { keys: [siteKey(site, 's', params.includeSections.replace(/\/+$/, ''))] },
      {
        size: params.feedSize,
        offset: params.feedOffset,
        include: params.sourceInclude,
      },
    ),
});
