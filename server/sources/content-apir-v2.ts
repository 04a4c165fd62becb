import { defineSource } from './define-source';
import { params } from '../../contracts/sources/content-apir-v2';
import { siteKey } from '../content/site-keys';
import { toSectionPaths } from './list-helpers';
import { listContent } from './list-query';

/** Related articles and galleries: a primary section (written without the slash) and subtypes. */
export default defineSource({
  name: 'content-apir-v2',
  ttl: 120,
  params,
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
