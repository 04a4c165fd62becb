import type { HeadTags } from '../../runtime/define-block';
import type { RenderContext } from '../../runtime/types';
import type { ImageData } from '../../ui/Image';
import type { Data } from './config';

/** The biggest 16:9 rendition, for social cards and structured data. */
export function shareImage(image: ImageData | undefined): string | undefined {
  if (!image) return undefined;
  return image.images_data?.fill.at(-1)?.url ?? image.url;
}

/**
 * NewsArticle structured data. A locked story is declared not free, with the locked container
 * as the paywalled part; no body text is ever put here (spec 1, 4: premium text stays server side).
 */
export function newsArticleJsonLd(data: Data, ctx: RenderContext): Record<string, unknown> {
  const image = shareImage(data.lead?.image);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: data.headline,
    ...(data.description || data.subheadline ? { description: data.description ?? data.subheadline } : {}),
    datePublished: data.publishDate,
    dateModified: data.modifiedDate ?? data.publishDate,
    mainEntityOfPage: data.canonicalUrl,
    ...(image ? { image: [image] } : {}),
    author: data.authors.map((a) => ({
      '@type': a.url ? 'Organization' : 'Person',
      name: a.name,
      ...(a.url ? { url: a.url } : {}),
    })),
    publisher: { '@type': 'Organization', name: ctx.site.name },
    isAccessibleForFree: !data.locked,
    ...(data.locked
      ? { hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.article-body--locked' } }
      : {}),
  };
}

export function articleHead(data: Data, ctx: RenderContext): HeadTags {
  const description = data.description ?? data.subheadline;
  const image = shareImage(data.lead?.image);
  return {
    title: `${data.headline} | ${ctx.site.name}`,
    ...(description ? { description } : {}),
    canonical: data.canonicalUrl,
    ...(image ? { image } : {}),
    jsonLd: [newsArticleJsonLd(data, ctx)],
  };
}
