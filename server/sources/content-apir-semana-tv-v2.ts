import { defineSource } from './define-source';
import { params } from '../../contracts/sources/content-apir-semana-tv-v2';
import { siteKey } from '../content/site-keys';
import { listContent } from './list-query';

/** TV listings: one programme or category, `/semana-tv/{x}` (10 per category on the TV pages). */
export default defineSource({
  name: 'content-apir-semanaTV-v2',
  ttl: 120,
  params,
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
