import type { BlockProps } from '../../runtime/define-block';
import { OpinionSlider } from '../../ui/opinion/OpinionSlider';
import type { OpinionItem } from '../../ui/opinion/opinion-item';
import type { Config, Data } from './config';

export const DEFAULT_AUTHOR_CAROUSEL_TITLE = 'Columnistas';

/** Spec 3: each columnist links to /opinion/{author-slug}/ (the slug made when the card was, S3-064). */
export const authorOpinionHref = (item: OpinionItem) => item.author && `/opinion/${item.author.slug}/`;

/** The newest columns, each columnist's name leading to their opinion page (spec 3, opinion). */
export function AuthorOpinionCarousel({ config, data }: BlockProps<Config, Data>) {
  return (
    <OpinionSlider
      className="author-opinion-carousel"
      title={config.title ?? DEFAULT_AUTHOR_CAROUSEL_TITLE}
      items={data.items}
      authorHref={authorOpinionHref}
    />
  );
}
