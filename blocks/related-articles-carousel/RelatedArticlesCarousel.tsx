import type { BlockProps } from '../../runtime/define-block';
import { ArticleCarousel } from '../../ui/ArticleCarousel';
import type { Config, Data } from './config';

/** The heading when the editor gives none. */
export const RELATED_TITLE = 'Artículos relacionados';

/** Stories of the same primary section and subtype as the one being read, under the article (spec 3, 2). */
export function RelatedArticlesCarousel({ config, data }: BlockProps<Config, Data>) {
  const title = config.title ?? RELATED_TITLE;
  return (
    <ArticleCarousel
      className="related-articles-carousel"
      label={title}
      title={title}
      items={data.items}
      serverSlides={data.items.length}
      perView={[1.15, 3]}
    />
  );
}
