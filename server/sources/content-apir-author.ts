import { defineSource } from './define-source';
import { params } from '../../contracts/sources/content-apir-author';
import { siteKey } from '../content/site-keys';
import { listContent } from './list-query';

/** The author page `/autor/{slug}/`: stories credited to one author (slug of the byline), newest first. */
export default defineSource({
  name: 'content-apir-author',
  ttl: 120,
  params,
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
