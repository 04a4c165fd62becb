import { useEffect, useState, type RefObject } from 'react';
import { throttle } from './throttle';

/** Spec 1, 9: scroll throttles of the sticky header and of the reading-progress bar. */
export const STICKY_CHECK_MS = 200;
export const PROGRESS_UPDATE_MS = 100;

/** Runs `check` on scroll and resize, at most every `wait` ms, and once at start (a restored scroll). */
function listenToScroll(check: () => void, wait: number): () => void {
  const onScroll = throttle(check, wait);
  check();
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onScroll, { passive: true });
  return () => {
    onScroll.cancel();
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onScroll);
  };
}

/** Whether the main header has scrolled out of view (spec 1, 2.3), checked at most every 200 ms. */
export function useStickyHeader(header: RefObject<HTMLElement | null>): boolean {
  const [stuck, setStuck] = useState(false);
  useEffect(
    () =>
      listenToScroll(() => {
        const rect = header.current?.getBoundingClientRect();
        // A header with no box (not laid out) never counts as scrolled away.
        if (rect) setStuck(rect.height > 0 && rect.bottom <= 0);
      }, STICKY_CHECK_MS),
    [header],
  );
  return stuck;
}

/** The story text the bar follows: the article (or live) body, else the whole main area. */
function readingTarget(): Element | null {
  return document.querySelector('.article-body:not(.article-body--locked)') ?? document.getElementById('main');
}

/**
 * How far the reading line (the middle of the viewport) has got through the story text, 0 to 1:
 * half-way when the middle of the body is in the middle of the screen.
 */
export function readingProgress(rect: { top: number; height: number }, viewportHeight: number): number {
  if (rect.height <= 0) return 0;
  return Math.min(1, Math.max(0, (viewportHeight / 2 - rect.top) / rect.height));
}

/**
 * Keeps a progress bar's width and value in step with reading, at most every 100 ms, writing in
 * an animation frame and straight to the DOM: no React render per scroll.
 */
export function useReadingProgress(bar: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    return listenToScroll(
      () =>
        requestAnimationFrame(() => {
          const el = bar.current;
          const target = readingTarget();
          if (!el || !target) return;
          const progress = readingProgress(target.getBoundingClientRect(), window.innerHeight);
          el.style.setProperty('--site-header-progress', String(progress));
          el.setAttribute('aria-valuenow', String(Math.round(progress * 100)));
        }),
      PROGRESS_UPDATE_MS,
    );
  }, [bar, enabled]);
}
