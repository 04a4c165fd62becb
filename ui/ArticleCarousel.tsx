import { useMemo, type ReactNode } from 'react';
import { ServerHtml } from '../runtime/server-html';
import { Carousel, type CarouselOptions } from './Carousel';
import { OverlayCard } from './OverlayCard';
import type { CardItem } from './card-item';

/** Spec 3, 9: slider carousels need a 20 px swipe before they move (menu carousels 16). */
export const SLIDER_SWIPE_THRESHOLD = 20;

export interface CarouselLink {
  label: string;
  href: string;
}

interface Props {
  items: CardItem[];
  /** The block's class (its own look) beside `article-carousel`. */
  className: string;
  /** Accessible name of the carousel; also the visible heading when `title` is left out and there is no logo. */
  label: string;
  /** Visible heading, a link to `titleHref` when given. */
  title?: string;
  titleHref?: string;
  /** Drawn in the head instead of a heading (a brand's logo). */
  logo?: ReactNode;
  /** 'Ver más notas', 'Ver todo': where the rest of the list lives. */
  more?: CarouselLink;
  /** Under the carousel (e.g. a 'Cargar más' button). */
  footer?: ReactNode;
  /** Cards carry a play icon (video carousels). */
  play?: boolean;
  /** One full-width slide with a large headline, dots under it. */
  hero?: boolean;
  /** Slides in view below and from 768 px (1 and 1 for a hero). */
  perView?: [narrow: number, wide: number];
  options?: Pick<CarouselOptions, 'autoplay' | 'threshold' | 'initialSlide'>;
  /**
   * The first `serverSlides` cards are the server's: on hydration they keep its markup, so the island may ship
   * stand-ins for them (`withCardStandIns`); slides a load-more appends are drawn in the browser.
   */
  serverSlides?: number;
}

/**
 * The article carousels of spec 3, 2 on the one swiper wrapper: they loop, move 300 ms per slide after a 20 px swipe,
 * the dots follow the slide, and the previous arrow hides while the first slide is in front (spec 3, 4). Cards are
 * headline-over-image teasers; the blocks differ in their head, their link and their look.
 */
export function ArticleCarousel(props: Props) {
  const { items, className, label, title, titleHref, logo, more, footer, play, hero = false } = props;
  const [narrow, wide] = props.perView ?? (hero ? [1, 1] : [1.15, 4]);
  const sizes = hero ? '(min-width: 1200px) 1200px, 100vw' : `(min-width: 768px) ${Math.ceil(100 / wide)}vw, 85vw`;
  const serverSlides = props.serverSlides ?? 0;
  const slides = useMemo(
    () =>
      items.map((item, i) => {
        const card = (
          <OverlayCard
            key={item.url}
            item={item}
            sizes={sizes}
            play={play}
            size={hero ? 'hero' : 'card'}
            priority={hero && i === 0}
          />
        );
        return i < serverSlides ? <ServerHtml key={i}>{card}</ServerHtml> : card;
      }),
    [items, sizes, play, hero, serverSlides],
  );
  // The fetch answers null for no items; this keeps the component honest on its own (an empty story).
  if (items.length === 0) return null;
  const heading = title && (titleHref ? <a href={titleHref}>{title}</a> : title);
  return (
    <section className={`article-carousel ${className}`} aria-label={label}>
      {(logo || heading || more) && (
        <header className="article-carousel__head">
          {logo ?? (heading && <h2 className="article-carousel__title">{heading}</h2>)}
          {more && (
            <a className="article-carousel__more" href={more.href}>
              {more.label}
            </a>
          )}
        </header>
      )}
      <Carousel
        slides={slides}
        label={label}
        loop
        arrows
        hidePreviousAtFirst
        pagination
        threshold={SLIDER_SWIPE_THRESHOLD}
        slidesPerView={narrow}
        slidesPerViewWide={wide}
        spaceBetween={hero ? 0 : 16}
        {...props.options}
      />
      {footer}
    </section>
  );
}
