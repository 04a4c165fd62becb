import { defineSource } from './define-source';
import { params } from '../../contracts/sources/content-apir';
import { siteKey } from '../content/site-keys';
import { toSectionPaths } from './list-helpers';
import { listContent } from './list-query';

/** Latest stories of one or more sections, newest first (spec 1, 7 and spec 3, 7). */
export default defineSource({
  name: 'content-apir',
  ttl: 60,
  params,
  fetch: (params, { db, site }) =>
    listContent(
      db,
      { keys: toSectionPaths(params.includeSections).map((s) => siteKey(site, 's', s)) },
      { size: params.feedSize, offset: params.feedOffset, include: params.sourceInclude },
    ),
});
