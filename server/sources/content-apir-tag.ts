import { z } from 'zod';
import { defineSource } from './define-source';
import { siteKey } from '../content/site-keys';
import { feedOffset, feedSize, sourceInclude } from './list-helpers';
import { listContent } from './list-query';

const slug = z.string().regex(/^[a-z0-9-]{1,120}$/, 'a slug of lowercase letters, digits and hyphens');

/** The tag page `/noticias/{tag}/`: stories carrying one tag, newest first. */
export default defineSource({
  name: 'content-apir-tag',
  ttl: 120,
  params: z.object({ tagSlug: slug, feedSize: feedSize.default(12), feedOffset, sourceInclude }),
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

export { slug as slugParam };
