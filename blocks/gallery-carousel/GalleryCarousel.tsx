import type { BlockProps } from '../../runtime/define-block';
import { BlockTitle } from '../../ui/BlockTitle';
import { Carousel } from '../../ui/Carousel';
import { GalleryTile } from '../../ui/GalleryTile';
import type { Config, Data } from './config';
import { safeLink } from '../../runtime/safe-link';

/** A third of the page on wide screens, the whole width on narrow ones. */
const TILE_SIZES = '(min-width: 1024px) 33vw, 100vw';

/**
 * Galleries as pictures whose headline shows on hover, on a White or Dark background, with arrows and dots
 * (spec 3, 2); the title links where the editor says.
 */
export function GalleryCarousel({ config, data }: BlockProps<Config, Data>) {
  const slides = data.items.map((item) => <GalleryTile key={item.url} item={item} sizes={TILE_SIZES} />);
  return (
    <section className={`gallery-carousel gallery-carousel--${config.background.toLowerCase()}`}>
      <BlockTitle className="gallery-carousel__title" title={config.title} link={safeLink(config.link)} />
      <Carousel
        slides={slides}
        label={config.title ?? 'Galerías'}
        arrows
        pagination
        slidesPerViewWide={3}
        spaceBetween={12}
      />
    </section>
  );
}
