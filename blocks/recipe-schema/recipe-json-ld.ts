import { credited, promoImage, type StoryDocument } from '../../contracts/ans';
import type { RenderContext } from '../../runtime/types';
import { imageUrl } from '../../contracts/image-sizes';
import type { Data } from './config';

/** Spec 1, 2.1: recipe structured data uses the 1280 image (1280x720). */
export const RECIPE_IMAGE_SIZE = '1280x720';

/** The 1280x720 rendition of the promo image: from images_data, else built from the image id. */
function recipeImage(story: StoryDocument): string | undefined {
  const promo = promoImage(story);
  if (!promo?.url) return undefined;
  const rendition = promo.images_data?.fill.find((d) => d.size === RECIPE_IMAGE_SIZE)?.url;
  return rendition ?? (promo._id ? imageUrl(promo._id, RECIPE_IMAGE_SIZE) : promo.url);
}

export function projectRecipe(story: StoryDocument): Data {
  const description = story.description?.basic?.trim() || story.subheadlines?.basic?.trim();
  const image = recipeImage(story);
  return {
    name: story.headlines.basic,
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
    authors: credited(story.credits?.by).map((a) => a.name),
    datePublished: story.publish_date,
    keywords: (story.taxonomy.tags ?? []).map((t) => t.text),
  };
}

/** schema.org Recipe; relative addresses made absolute with the site's origin. */
export function recipeJsonLd(data: Data, ctx: Pick<RenderContext, 'origin' | 'site'>): Record<string, unknown> {
  const absolute = (path: string) => (path.startsWith('/') && ctx.origin ? `${ctx.origin}${path}` : path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: data.name,
    ...(data.description ? { description: data.description } : {}),
    ...(data.image ? { image: [absolute(data.image)] } : {}),
    author: data.authors.length
      ? data.authors.map((name) => ({ '@type': 'Person', name }))
      : { '@type': 'Organization', name: ctx.site.name },
    datePublished: data.datePublished,
    ...(data.keywords.length ? { keywords: data.keywords.join(', ') } : {}),
  };
}
