import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
// Core plus the one module we use: the whole bundle would weigh three times as much.
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';

/** Spec 1, 9: slider defaults. */
export const SLIDER_DEFAULTS = { speed: 300, autoplayDelay: 3000, threshold: 5, touchAngle: 45, longSwipesMs: 300 };

export interface CarouselOptions {
  loop?: boolean;
  /** true for the default delay (3000 ms), or a delay in ms. */
  autoplay?: boolean | number;
  speed?: number;
  /** Swipe threshold in px (5 by default; some carousels of spec 3 use 16 or 20). */
  threshold?: number;
  slidesPerView?: number;
  /** Gap between slides in px. */
  spaceBetween?: number;
}

/** The swiper parameters for a carousel: the spec's defaults, overridden per carousel. */
export function swiperOptions(opts: CarouselOptions): SwiperOptions {
  const delay = typeof opts.autoplay === 'number' ? opts.autoplay : SLIDER_DEFAULTS.autoplayDelay;
  return {
    modules: opts.autoplay ? [Autoplay] : [],
    loop: opts.loop ?? false,
    speed: opts.speed ?? SLIDER_DEFAULTS.speed,
    threshold: opts.threshold ?? SLIDER_DEFAULTS.threshold,
    touchAngle: SLIDER_DEFAULTS.touchAngle,
    longSwipesMs: SLIDER_DEFAULTS.longSwipesMs,
    slidesPerView: opts.slidesPerView ?? 1,
    spaceBetween: opts.spaceBetween ?? 0,
    autoplay: opts.autoplay ? { delay, disableOnInteraction: false, pauseOnMouseEnter: true } : false,
  };
}

interface Props extends CarouselOptions {
  slides: ReactNode[];
  /** Accessible name of the carousel region. */
  label: string;
  /** Dot buttons that jump to a slide; the active one carries aria-current. */
  pagination?: boolean;
  /** Previous/next buttons; previous hides at the first slide when not looping (spec 3, 4). */
  arrows?: boolean;
  className?: string;
}

/**
 * The one carousel wrapper over swiper. The server renders the slides as plain markup with the first
 * slide in place (no layout shift); swiper takes over after hydration and marks the root
 * `data-carousel-ready`.
 */
export function Carousel({ slides, label, pagination = false, arrows = false, className, ...options }: Props) {
  const { loop, autoplay, speed, threshold, slidesPerView = 1, spaceBetween = 0 } = options;
  const container = useRef<HTMLDivElement>(null);
  const swiper = useRef<Swiper | null>(null);
  const [ready, setReady] = useState(false);
  const [active, setActive] = useState(0);
  const [atStart, setAtStart] = useState(true);

  useEffect(() => {
    if (!container.current) return;
    // Moving content is paused for readers who ask for less motion.
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const params = { loop, autoplay: reduceMotion ? false : autoplay, speed, threshold, slidesPerView, spaceBetween };
    const follow = (s: Swiper) => {
      setActive(s.realIndex);
      setAtStart(s.isBeginning);
    };
    const instance = new Swiper(container.current, {
      ...swiperOptions(params),
      // In loop mode swiper re-orders slides, so the real index settles after slideChange.
      on: { afterInit: () => setReady(true), slideChange: follow, realIndexChange: follow },
    });
    swiper.current = instance;
    return () => {
      instance.destroy(true, true);
      swiper.current = null;
      setReady(false);
    };
  }, [loop, autoplay, speed, threshold, slidesPerView, spaceBetween, slides.length]);

  // Memoised so that moving the active dot never re-renders the slides swiper has rearranged.
  const track = useMemo(
    () => (
      <div className="swiper-wrapper">
        {slides.map((slide, i) => (
          <div
            className="swiper-slide"
            key={i}
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
  const style = { '--carousel-per-view': slidesPerView, '--carousel-gap': `${spaceBetween}px` } as CSSProperties;

  return (
    <div
      className={['carousel', className].filter(Boolean).join(' ')}
      role="region"
      aria-roledescription="carrusel"
      aria-label={label}
      data-carousel-ready={ready || undefined}
      style={style}
    >
      <div className="swiper" ref={container}>
        {track}
      </div>
      {arrows && (
        <>
          <button
            type="button"
            className="carousel__arrow carousel__arrow--prev"
            aria-label="Anterior"
            hidden={!loop && atStart}
            onClick={() => swiper.current?.slidePrev()}
          />
          <button
            type="button"
            className="carousel__arrow carousel__arrow--next"
            aria-label="Siguiente"
            onClick={() => swiper.current?.slideNext()}
          />
        </>
      )}
      {pagination && slides.length > 1 && (
        <div className="carousel__dots">
          {slides.map((_, i) => (
            <button
              type="button"
              key={i}
              className="carousel__dot"
              aria-label={`Ir a la diapositiva ${i + 1}`}
              aria-current={i === active ? 'true' : undefined}
              onClick={() => swiper.current?.slideToLoop(i)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
