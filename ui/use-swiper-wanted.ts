import { useEffect, useState, type RefObject } from 'react';

/** Why swiper starts: the reader reached for the carousel (or scrolled to it), or its autoplay's first tick. */
export type WantedBy = 'reader' | 'autoplay';

/** What the track offers before swiper runs (a section head's arrows call `el.swiper`, as swiper's own). */
interface Controls {
  slidePrev: () => void;
  slideNext: () => void;
}
type TrackElement = HTMLElement & { swiper?: Controls };

/** Events on the carousel that mean the reader is about to use it. */
const READER_EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * When a carousel needs swiper (issue 30, item 2; decision 0103): the reader touches, hovers or focuses it, scrolls
 * it near the viewport, moves it from outside (`el.swiper` stand-in), or its autoplay is due (`autoplayDelay` ms).
 * Until then the server HTML shows its first slides.
 * `onEarlyMove` is told each move asked of the stand-in, to replay once swiper runs.
 */
export function useSwiperWanted(
  root: RefObject<HTMLElement | null>,
  autoplayDelay: number | false,
  onEarlyMove: (move: 'prev' | 'next') => void,
): WantedBy | null {
  // Without IntersectionObserver (an old browser, jsdom) nothing can tell near from far: start at once.
  const [wanted, setWanted] = useState<WantedBy | null>(() =>
    typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined' ? 'reader' : null,
  );
  useEffect(() => {
    const host = root.current;
    const track = host?.querySelector<TrackElement>(':scope > .swiper');
    if (wanted || !host || !track) return;
    const want = () => setWanted((w) => w ?? 'reader');
    for (const name of READER_EVENTS) host.addEventListener(name, want, { passive: true });
    // Near the viewport counts once the reader scrolls: a carousel in view at load waits for a touch or autoplay.
    let near = false;
    let scrolled = false;
    const check = () => near && scrolled && want();
    const observer = new IntersectionObserver(
      (entries) => {
        near = entries.some((e) => e.isIntersecting);
        check();
      },
      { rootMargin: '200px' },
    );
    observer.observe(track);
    const onScroll = () => {
      scrolled = true;
      check();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    if (window.scrollY > 0) onScroll();
    track.swiper = {
      slidePrev: () => (onEarlyMove('prev'), want()),
      slideNext: () => (onEarlyMove('next'), want()),
    };
    const timer = autoplayDelay === false ? undefined : setTimeout(() => setWanted('autoplay'), autoplayDelay);
    return () => {
      for (const name of READER_EVENTS) host.removeEventListener(name, want);
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [root, wanted, autoplayDelay, onEarlyMove]);
  return wanted;
}
