import type { BlockProps } from '../../runtime/define-block';
import { ArticleCarousel } from '../../ui/ArticleCarousel';
import type { Config, Data } from './config';
import { safeLink } from '../../runtime/safe-link';

/** The heading when the editor gives none. */
export const VIDEO_TITLE = 'Videos';

/** Videos with a play icon on each card, the block's title and previous/next arrows (spec 3, 2). */
export function VideoCarousel({ config, data }: BlockProps<Config, Data>) {
  const title = config.title ?? VIDEO_TITLE;
  return (
    <ArticleCarousel
      className="video-carousel"
      label={title}
      title={title}
      titleHref={safeLink(config.link)}
      items={data.items}
      serverSlides={data.items.length}
      play
      perView={[1.15, 3]}
    />
  );
}
