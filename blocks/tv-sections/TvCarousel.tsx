import { useId, useMemo } from 'react';
import { ServerHtml } from '../../runtime/server-html';
import { Carousel } from '../../ui/Carousel';
import type { CardItem } from '../../ui/card-item';
import { VideoCard } from './VideoCard';

/** Spec 3, 9: the TV and menu carousels' swipe threshold, in px. */
export const TV_SWIPE_THRESHOLD = 16;

/** Slides per view by layout: 'wide' shows fewer, bigger videos; 'compact' more, smaller ones. */
const LAYOUTS = {
  wide: { slidesPerView: 1.2, spaceBetween: 12, breakpoints: { 640: { slidesPerView: 2, spaceBetween: 16 } } },
  compact: {
    slidesPerView: 2.2,
    spaceBetween: 12,
    breakpoints: { 640: { slidesPerView: 3, spaceBetween: 16 }, 1024: { slidesPerView: 4, spaceBetween: 16 } },
  },
} as const;
export type TvCarouselLayout = keyof typeof LAYOUTS;

interface Props {
  title: string;
  /** The page the title leads to. */
  url: string;
  items: CardItem[];
  layout: TvCarouselLayout;
  /** The background of the carousel's band: a class modifier. */
  background: 'light' | 'dark';
  className?: string;
}

/** A titled video carousel (play icon, headline, previous/next arrows) over the one carousel wrapper. */
export function TvCarousel({ title, url, items, layout, background, className }: Props) {
  const titleId = useId();
  const sizes =
    layout === 'wide' ? '(min-width: 640px) 50vw, 85vw' : '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 45vw';
  // Static cards: on hydration they keep the server's markup, so an island may ship stand-ins (`cardStandIns`).
  const slides = useMemo(
    () =>
      items.map((item, i) => (
        <ServerHtml key={i}>
          <VideoCard item={item} sizes={sizes} />
        </ServerHtml>
      )),
    [items, sizes],
  );
  return (
    <section
      className={['tv-carousel', `tv-carousel--${layout}`, `tv-carousel--${background}`, className]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={titleId}
    >
      <h2 className="tv-carousel__title" id={titleId}>
        <a href={url}>{title}</a>
      </h2>
      <Carousel slides={slides} label={title} arrows threshold={TV_SWIPE_THRESHOLD} {...LAYOUTS[layout]} />
    </section>
  );
}
