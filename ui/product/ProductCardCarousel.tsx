import { useId, useMemo } from 'react';
import { Card } from '../Card';
import { Carousel } from '../Carousel';
import type { CardItem } from '../card-item';

/** Two cards side by side: readable on a phone, a sliding row on a desktop. */
const PER_VIEW = 2;
const SIZES = '(min-width: 1200px) 600px, 50vw';

export interface ProductCardCarouselProps {
  /** The block's own class, beside the shared one. */
  className: string;
  title: string;
  /** Where the title leads; a plain heading without it. */
  titleHref?: string;
  items: CardItem[];
  /** Video teasers: a play icon over each picture. */
  video?: boolean;
}

/** The {product} brand's carousels of articles and videos (spec 3): a title and a sliding row of cards with arrows. */
export function ProductCardCarousel({ className, title, titleHref, items, video = false }: ProductCardCarouselProps) {
  const titleId = useId();
  // Memoised: the carousel keeps its slides while swiper moves them.
  const slides = useMemo(
    () =>
      items.map((item) => (
        <div key={item.url} className={video ? 'product-carousel__card product-carousel__card--video' : undefined}>
          <Card item={item} sizes={SIZES} />
        </div>
      )),
    [items, video],
  );
  return (
    <section className={`product-carousel ${className}`} aria-labelledby={titleId}>
      <h2 className="product-carousel__title" id={titleId}>
        {titleHref ? <a href={titleHref}>{title}</a> : title}
      </h2>
      <Carousel slides={slides} label={title} arrows slidesPerView={PER_VIEW} spaceBetween={16} />
    </section>
  );
}
