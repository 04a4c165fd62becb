import type { HeadTags } from '../../runtime/define-block';
import type { RenderContext } from '../../runtime/types';
import type { LiveBlogMeta } from './project-live';

export interface LiveUpdate {
  headline: string;
  datePublished: string;
}

const absolute = (url: string, origin?: string) => (origin ? new URL(url, origin).href : url);

/**
 * LiveBlogPosting structured data. Updates carry body text, so a locked story lists none
 * (spec 1, 4: premium text stays on the server); it is declared not free instead.
 */
export function liveBlogJsonLd(
  meta: LiveBlogMeta,
  updates: LiveUpdate[] | null,
  ctx: Pick<RenderContext, 'site' | 'origin'>,
): Record<string, unknown> {
  const url = absolute(meta.url, ctx.origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'LiveBlogPosting',
    headline: meta.headline,
    ...(meta.description ? { description: meta.description } : {}),
    url,
    mainEntityOfPage: url,
    datePublished: meta.publishDate,
    dateModified: meta.modifiedDate ?? meta.publishDate,
    ...(meta.coverage ? { coverageStartTime: meta.coverage.start, coverageEndTime: meta.coverage.end } : {}),
    publisher: { '@type': 'Organization', name: ctx.site.name },
    isAccessibleForFree: updates !== null,
    ...(updates
      ? {
          liveBlogUpdate: updates.map((u) => ({
            '@type': 'BlogPosting',
            headline: u.headline,
            ...(u.datePublished ? { datePublished: u.datePublished } : {}),
          })),
        }
      : {}),
  };
}

export const liveBlogHead = (...args: Parameters<typeof liveBlogJsonLd>): HeadTags => ({
  jsonLd: [liveBlogJsonLd(...args)],
});
