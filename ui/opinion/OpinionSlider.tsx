import { useId, useMemo } from 'react';
import { Carousel } from '../Carousel';
import { OpinionCard } from './OpinionCard';
import type { OpinionItem } from './opinion-item';

/** Two columns side by side: they stay readable on a phone and still slide on a desktop. */
const PER_VIEW = 2;
const SIZES = '(min-width: 1200px) 600px, 50vw';

export interface OpinionSliderProps {
  /** The block's own class, beside the shared one. */
  className: string;
  title: string;
  /** A link beside the title, e.g. 'Ver todos' → /semanarural/opinion. */
  more?: { label: string; href: string };
  items: OpinionItem[];
  /** A last slide that leads on, e.g. 'VER MÁS OPINIONES'. */
  seeMore?: { label: string; href: string };
  /** Where each columnist's name leads; plain text when absent. */
  authorHref?: (item: OpinionItem) => string | undefined;
}

/** The opinion carousels of spec 3: a title, a sliding row of opinion slider cards and, optionally, a 'see more' slide. */
export function OpinionSlider({ className, title, more, items, seeMore, authorHref }: OpinionSliderProps) {
  const titleId = useId();
  // Memoised: the carousel keeps its slides while swiper moves them.
  const slides = useMemo(() => {
    const cards = items.map((item) => (
      <OpinionCard key={item.url} item={item} variant="slider" authorHref={authorHref?.(item)} sizes={SIZES} />
    ));
    if (!seeMore) return cards;
    return [
      ...cards,
      <a key="see-more" className="opinion-slider__see-more" href={seeMore.href}>
        {seeMore.label}
      </a>,
    ];
  }, [items, seeMore, authorHref]);
  return (
    <section className={`opinion-slider ${className}`} aria-labelledby={titleId}>
      <header className="opinion-slider__head">
        <h2 className="opinion-slider__title" id={titleId}>
          {title}
        </h2>
        {more && (
          <a className="opinion-slider__more" href={more.href}>
            {more.label}
          </a>
        )}
      </header>
      <Carousel slides={slides} label={title} arrows slidesPerView={PER_VIEW} spaceBetween={16} />
    </section>
  );
}
