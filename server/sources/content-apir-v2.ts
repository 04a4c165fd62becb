import { z } from 'zod';
import { defineSource } from './define-source';
import { siteKey } from '../content/site-keys';
import { feedOffset, feedSize, sourceInclude, toSectionPaths } from './list-helpers';
import { listContent } from './list-query';

/** Related articles and galleries: a primary section (written without the slash) and subtypes. */
export default defineSource({
  name: 'content-apir-v2',
  ttl: 120,
  params: z.object({
    includeSections: z.string().min(1).max(300),
    includeSubtypes: z.string().max(200).optional(),
    feedSize: feedSize.default(8),
    feedOffset,
    sourceInclude,
  }),
  fetch: (params, { db, site }) => {
    const subtypes =
      params.includeSubtypes
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean) ?? [];
    return listContent(
      db,
      { keys: toSectionPaths(params.includeSections).map((s) => siteKey(site, 's', s)), subtypes },
      { size: params.feedSize, offset: params.feedOffset, include: params.sourceInclude },
    );
  },
});
