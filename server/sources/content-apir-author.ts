import { z } from 'zod';
import { defineSource } from './define-source';
import { siteKey } from '../content/site-keys';
import { feedOffset, feedSize, sourceInclude } from './list-helpers';
import { listContent } from './list-query';
import { slugParam } from './content-apir-tag';

/** The author page `/autor/{slug}/`: stories credited to one author (slug of the byline), newest first. */
export default defineSource({
  name: 'content-apir-author',
  ttl: 120,
  params: z.object({ authorSlug: slugParam, feedSize: feedSize.default(12), feedOffset, sourceInclude }),
  fetch: (params, { db, site }) =>
    listContent(
      db,
      { keys: [siteKey(site, 'a', params.authorSlug)] },
      {
        size: params.feedSize,
        offset: params.feedOffset,
        include: params.sourceInclude,
      },
    ),
});
