import { defineSource } from './define-source';
import { params } from '../../contracts/sources/content-apir-tag';
import { siteKey } from '../content/site-keys';
import { listContent } from './list-query';

/** The tag page `/noticias/{tag}/`: stories carrying one tag, newest first. */
export default defineSource({
  name: 'content-apir-tag',
  ttl: 120,
  params,
  fetch: (params, { db, site }) =>
    listContent(
      db,
      { keys: [siteKey(site, 't', params.tagSlug)] },
      {
        size: params.feedSize,
        offset: params.feedOffset,
        include: params.sourceInclude,
      },
    ),
});
