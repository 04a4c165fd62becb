import type { BlockProps } from '../../runtime/define-block';
import { ArticleCarousel } from '../../ui/ArticleCarousel';
import type { Config, Data } from './config';

/** Full-width looping carousel of up to 10 stories, headline over the image, arrows and dots (spec 3, 2). */
export function HeroCarousel({ data }: BlockProps<Config, Data>) {
  return (
    <ArticleCarousel
      className="hero-carousel"
      label="Noticias principales"
      items={data.items}
      hero
      serverSlides={data.items.length}
    />
  );
}
