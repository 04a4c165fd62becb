import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { SwiperOptions } from 'swiper/types';
import type { Swiper } from './swiper-start';
import { useSwiperWanted } from './use-swiper-wanted';

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
  /** Slides in view from WIDE_MIN_WIDTH up, when it differs from `slidesPerView` (the narrow screens' count). */
  slidesPerViewWide?: number;
  /** Gap between slides in px. */
  spaceBetween?: number;
  /**
   * Wider screens' slides per view and gap, by minimum width in px (swiper's `breakpoints`); `slidesPerViewWide` is
   * the common case, whose server layout ui/Carousel.css matches before swiper starts.
   */
  breakpoints?: Record<number, { slidesPerView: number; spaceBetween?: number }>;
  /**
   * The slide in front when swiper (re)starts, e.g. the first of a page just appended; 0 by default. Read when the
   * slides change, it never moves the carousel by itself.
   */
  initialSlide?: number;
}

/** The window width from which `slidesPerViewWide` applies; Carousel.css lays out the server HTML the same. */
export const WIDE_MIN_WIDTH = 1024;

/** The swiper parameters for a carousel: the spec's defaults, overridden per carousel (its modules: swiper-start). */
export function swiperOptions(opts: CarouselOptions): SwiperOptions {
  const delay = typeof opts.autoplay === 'number' ? opts.autoplay : SLIDER_DEFAULTS.autoplayDelay;
  const breakpoints: SwiperOptions['breakpoints'] = { ...opts.breakpoints };
  if (opts.slidesPerViewWide) breakpoints[WIDE_MIN_WIDTH] = { slidesPerView: opts.slidesPerViewWide };
  return {
    loop: opts.loop ?? false,
    speed: opts.speed ?? SLIDER_DEFAULTS.speed,
    threshold: opts.threshold ?? SLIDER_DEFAULTS.threshold,
    touchAngle: SLIDER_DEFAULTS.touchAngle,
    longSwipesMs: SLIDER_DEFAULTS.longSwipesMs,
    slidesPerView: opts.slidesPerView ?? 1,
    spaceBetween: opts.spaceBetween ?? 0,
    initialSlide: opts.initialSlide ?? 0,
    autoplay: opts.autoplay ? { delay, disableOnInteraction: false, pauseOnMouseEnter: true } : false,
    ...(Object.keys(breakpoints).length > 0 && { breakpoints }),
  };
}

/** Keyboard users reach only the slides in view: a link sliding out of view would scroll the track. */
function inertHiddenSlides(track: HTMLElement, activeIndex: number, perView: number): void {
  // In DOM order, as activeIndex counts (loop mode moves slides around).
  track.querySelectorAll<HTMLElement>(':scope > .swiper-wrapper > .swiper-slide').forEach((slide, i) => {
    slide.inert = i < activeIndex || i >= activeIndex + perView;
  });
}

/**
 * Puts the slides back in React's order. A looping swiper moves slides around, and React inserts slides added
 * later (a 'Cargar más' page) beside whatever node it finds: the next swiper must start from the real order.
 */
function restoreSlideOrder(track: HTMLElement): void {
  const wrapper = track.querySelector<HTMLElement>(':scope > .swiper-wrapper');
  if (!wrapper) return;
  const slides = [...wrapper.querySelectorAll<HTMLElement>(':scope > .swiper-slide[data-slide]')];
  slides.sort((a, b) => Number(a.dataset.slide) - Number(b.dataset.slide)).forEach((s) => wrapper.appendChild(s));
}

/**
 * Starts swiper on `root`'s `.swiper` element once the carousel is wanted (ui/use-swiper-wanted.ts: touched, scrolled
 * near, autoplay due) and reports the active slide; `act` runs a move now, or once swiper has started.
 * Autoplay stays off for readers who ask for less motion and pauses while the keyboard is inside.
 */
export function useSwiper(root: RefObject<HTMLElement | null>, options: CarouselOptions, slideCount: number) {
  const {
    loop,
    autoplay,
    speed,
    threshold,
    slidesPerView = 1,
    slidesPerViewWide,
    spaceBetween,
    initialSlide,
    breakpoints,
  } = options;
  // A key, not the object: a caller's inline breakpoints must not restart swiper on every render.
  const breakpointsKey = breakpoints ? JSON.stringify(breakpoints) : '';
  const swiper = useRef<Swiper | null>(null);
  // Moves asked before swiper ran (an arrow, a dot, a section head's arrow), replayed once it starts.
  const pending = useRef<((s: Swiper) => void)[]>([]);
  const onEarlyMove = useCallback((move: 'prev' | 'next') => {
    pending.current.push((s) => (move === 'prev' ? s.slidePrev() : s.slideNext()));
  }, []);
  const reduceMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const delay = typeof autoplay === 'number' ? autoplay : SLIDER_DEFAULTS.autoplayDelay;
  const wanted = useSwiperWanted(root, autoplay && !reduceMotion ? delay : false, onEarlyMove);
  const [state, setState] = useState({ ready: false, active: 0, atStart: true, locked: false });
  // Declared before swiper's effect, so a new value is in place when the same commit restarts swiper.
  const startAt = useRef(0);
  useEffect(() => {
    startAt.current = initialSlide ?? 0;
  }, [initialSlide]);

  useEffect(() => {
    const el = root.current?.querySelector<HTMLElement>(':scope > .swiper');
    if (!wanted || !el || !root.current) return;
    const host = root.current;
    let instance: Swiper | null = null;
    let cancelled = false;
    const params = {
      loop,
      autoplay: reduceMotion ? false : autoplay,
      speed,
      threshold,
      slidesPerView,
      slidesPerViewWide,
      spaceBetween,
      initialSlide: startAt.current,
      breakpoints: breakpointsKey ? (JSON.parse(breakpointsKey) as CarouselOptions['breakpoints']) : undefined,
    };
    const follow = (s: Swiper) => {
      // `isLocked`: every slide is already in view (swiper's watchOverflow), so there is nothing to move to.
      setState({ ready: true, active: s.realIndex, atStart: s.activeIndex === 0, locked: s.isLocked });
      // The breakpoint in force decides how many slides are in view.
      const inView = typeof s.params.slidesPerView === 'number' ? s.params.slidesPerView : slidesPerView;
      inertHiddenSlides(el, s.activeIndex, inView);
    };
    const pause = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.matches(':focus-visible')) instance?.autoplay?.pause();
    };
    const resume = () => instance?.autoplay?.resume();
    void import('./swiper-start').then(({ startSwiper }) => {
      if (cancelled) return;
      restoreSlideOrder(el);
      instance = startSwiper(el, {
        ...swiperOptions(params),
        // In loop mode swiper re-orders slides, so the real index settles after slideChange.
        on: {
          afterInit: follow,
          slideChange: follow,
          realIndexChange: follow,
          breakpoint: follow,
          lock: follow,
          unlock: follow,
        },
      });
      swiper.current = instance;
      host.addEventListener('focusin', pause);
      host.addEventListener('focusout', resume);
      // Started by its autoplay's first tick: that tick moves it on, as a running autoplay would have.
      if (wanted === 'autoplay' && pending.current.length === 0) instance.slideNext();
      for (const move of pending.current.splice(0)) move(instance);
    });
    return () => {
      cancelled = true;
      host.removeEventListener('focusin', pause);
      host.removeEventListener('focusout', resume);
      instance?.destroy(true, true);
      swiper.current = null;
      setState((prev) => ({ ...prev, ready: false }));
    };
  }, [
    wanted,
    reduceMotion,
    root,
    loop,
    autoplay,
    speed,
    threshold,
    slidesPerView,
    slidesPerViewWide,
    spaceBetween,
    breakpointsKey,
    slideCount,
  ]);

  /** Runs a move on swiper, starting it first when the reader acts before it ran. */
  const act = useCallback((move: (s: Swiper) => void) => {
    if (swiper.current) return move(swiper.current);
    pending.current.push(move);
  }, []);
  return { act, ...state };
}
