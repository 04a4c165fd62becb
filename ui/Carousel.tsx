import { useEffect, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { useSwiper, type CarouselOptions } from './use-swiper';

export { SLIDER_DEFAULTS, WIDE_MIN_WIDTH, swiperOptions, type CarouselOptions } from './use-swiper';

interface Props extends CarouselOptions {
  slides: ReactNode[];
  /** Accessible name of the carousel region. */
  label: string;
  /** Dot buttons that jump to a slide; the active one carries aria-current. */
  pagination?: boolean;
  /** Previous/next buttons; previous hides at the first slide when not looping (spec 3, 4). */
  arrows?: boolean;
  /**
   * Hide the previous arrow whenever the first slide is in front, looping or not (spec 3, 4; decisions 0031, 0032):
   * a looping carousel then opens like any other, with only 'Siguiente'.
   */
  hidePreviousAtFirst?: boolean;
  className?: string;
  /** Told the real index of the slide in view whenever it changes (e.g. to open a modal at that slide). */
  onSlideChange?: (index: number) => void;
}

/**
 * The one carousel wrapper over swiper. The server renders the slides as plain markup with the first
 * slide in place (no layout shift); swiper is imported and takes over once the carousel is touched, scrolled near or
 * due to autoplay (ui/use-swiper-wanted.ts), and marks the root `data-carousel-ready`.
 */
export function Carousel({
  slides,
  label,
  pagination = false,
  arrows = false,
  hidePreviousAtFirst = false,
  className,
  onSlideChange,
  ...options
}: Props) {
  const { loop, slidesPerView = 1, slidesPerViewWide, spaceBetween = 0 } = options;
  const root = useRef<HTMLDivElement>(null);
  const { act, ready, active, atStart, locked } = useSwiper(root, options, slides.length);
  useEffect(() => onSlideChange?.(active), [active, onSlideChange]);

  // Memoised so that moving the active dot never re-renders the slides swiper has rearranged.
  const track = useMemo(
    () => (
      <div className="swiper-wrapper">
        {slides.map((slide, i) => (
          <div
            className="swiper-slide"
            key={i}
            data-slide={i}
            role="group"
            aria-roledescription="diapositiva"
            aria-label={`${i + 1} de ${slides.length}`}
          >
            {slide}
          </div>
        ))}
      </div>
    ),
    [slides],
  );
  const style = {
    '--carousel-per-view': slidesPerView,
    '--carousel-gap': `${spaceBetween}px`,
    ...(slidesPerViewWide && { '--carousel-per-view-wide': slidesPerViewWide }),
  } as CSSProperties;
  const previousHidden = hidePreviousAtFirst ? active === 0 : !loop && atStart;

  return (
    <div
      className={['carousel', slidesPerViewWide && 'carousel--wide-view', className].filter(Boolean).join(' ')}
      role="region"
      aria-roledescription="carrusel"
      aria-label={label}
      data-carousel-ready={ready || undefined}
      ref={root}
      style={style}
    >
      <div className="swiper">{track}</div>
      {/* Nothing to move to when every slide is in view (few slides on a wide screen). */}
      {arrows && !locked && (
        <>
          <button
            type="button"
            className="carousel__arrow carousel__arrow--prev"
            aria-label="Anterior"
            hidden={previousHidden}
            onClick={() => act((s) => s.slidePrev())}
          />
          <button
            type="button"
            className="carousel__arrow carousel__arrow--next"
            aria-label="Siguiente"
            onClick={() => act((s) => s.slideNext())}
          />
        </>
      )}
      {pagination && slides.length > 1 && !locked && (
        <div className="carousel__dots">
          {slides.map((_, i) => (
            <button
              type="button"
              key={i}
              className="carousel__dot"
              aria-label={`Ir a la diapositiva ${i + 1}`}
              aria-current={i === active ? 'true' : undefined}
              onClick={() => act((s) => s.slideToLoop(i))}
            />
          ))}
        </div>
      )}
    </div>
  );
}
