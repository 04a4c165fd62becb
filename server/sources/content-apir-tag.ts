import { z } from 'zod';
import { and, arrayContains, eq } from 'drizzle-orm';
import { content } from '../db/schema';
import { defineSource } from './define-source';
import { feedOffset, feedSize, sourceInclude } from './list-helpers';
import { listContent } from './list-query';

const slug = z.string().regex(/^[a-z0-9-]{1,120}$/, 'a slug of lowercase letters, digits and hyphens');

/** The tag page `/noticias/{tag}/`: stories carrying one tag, newest first. */
export default defineSource({
  name: 'content-apir-tag',
  ttl: 120,
  params: z.object({ tagSlug: slug, feedSize: feedSize.default(12), feedOffset, sourceInclude }),
  fetch: (params, { db, site }) =>
    listContent(db, and(eq(content.site, site), arrayContains(content.tags, [params.tagSlug])), {
      size: params.feedSize,
      offset: params.feedOffset,
      include: params.sourceInclude,
    }),
});

export { slug as slugParam };
