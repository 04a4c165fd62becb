import type { BlockProps } from '../../runtime/define-block';
import { ArticleCarousel } from '../../ui/ArticleCarousel';
import type { Config, Data } from './config';
import { safeLink } from '../../runtime/safe-link';

/** Headline-over-image cards on a dark band, moved with arrow buttons (spec 3, 2). */
export function DarkCarousel({ config, data }: BlockProps<Config, Data>) {
  return (
    <ArticleCarousel
      className="dark-carousel"
      label={config.title ?? 'Destacados'}
      title={config.title}
      titleHref={safeLink(config.link)}
      items={data.items}
      serverSlides={data.items.length}
      perView={[1.15, 3]}
    />
  );
}
