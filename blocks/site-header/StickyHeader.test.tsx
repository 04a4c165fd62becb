// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import { SiteHeader } from './SiteHeader';
import { throttle } from './throttle';
import { PROGRESS_UPDATE_MS, readingProgress, STICKY_CHECK_MS } from './use-sticky';

const ctx = ctxFixture('semana');
const rect = (top: number, height: number) => ({ top, height, bottom: top + height }) as DOMRect;

/** Measures an element as at `box`, noting when each measurement (each check) happened. */
function measured(el: HTMLElement, box: DOMRect) {
  const times: number[] = [];
  vi.spyOn(el, 'getBoundingClientRect').mockImplementation(() => {
    times.push(Date.now() - start);
    return box;
  });
  const start = Date.now();
  return { within: (ms: number) => times.filter((t) => t < ms).length, total: () => times.length };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** 100 scroll events, one every 10 ms: one second of steady scrolling. */
function scrollForOneSecond() {
  for (let i = 0; i < 100; i++) {
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(10);
    });
  }
}

describe('throttle', () => {
  it('runs at most once per wait and once more with the last call', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 200);
    for (let i = 0; i < 100; i++) {
      throttled(i);
      vi.advanceTimersByTime(9);
    }
    expect(fn.mock.calls.length).toBeLessThanOrEqual(5);
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenLastCalledWith(99);
  });
});

describe('sticky header (spec 1, 2.3)', () => {
  function renderHeader(progress = false) {
    const view = render(
      <>
        <SiteHeader config={{ published: true, progress }} data={null} ctx={ctx} />
        <div className="article-body" />
      </>,
    );
    const header = view.container.querySelector<HTMLElement>('.site-header')!;
    const sticky = view.container.querySelector<HTMLElement>('.site-header__sticky')!;
    return { header, sticky, body: view.container.querySelector<HTMLElement>('.article-body')! };
  }

  it('is hidden and inert while the main header is in view', () => {
    const { header, sticky } = renderHeader();
    vi.spyOn(header, 'getBoundingClientRect').mockReturnValue(rect(0, 120));
    scrollForOneSecond();
    expect(sticky.dataset.visible).toBe('false');
    expect(sticky.inert).toBe(true);
    expect(screen.queryByRole('navigation', { name: 'Secciones (barra fija)' })).toBeNull();
  });

  it('appears once the main header has scrolled out of view, and hides on the way back', () => {
    const { header, sticky } = renderHeader();
    const box = vi.spyOn(header, 'getBoundingClientRect').mockReturnValue(rect(-500, 120));
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(STICKY_CHECK_MS);
    });
    expect(sticky.dataset.visible).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Secciones (barra fija)' })).toBeTruthy();
    box.mockReturnValue(rect(0, 120));
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(STICKY_CHECK_MS);
    });
    expect(sticky.dataset.visible).toBe('false');
  });

  it('checks at most every 200 ms: 100 scroll events within 1 s make at most 5 checks', () => {
    const { header } = renderHeader();
    const checks = measured(header, rect(0, 120));
    scrollForOneSecond();
    expect(checks.within(1000)).toBeGreaterThanOrEqual(4);
    expect(checks.within(1000)).toBeLessThanOrEqual(5);
  });

  it('has no progress bar unless the page is a story', () => {
    renderHeader(false);
    expect(document.querySelector('[role="progressbar"]')).toBeNull();
  });

  it('updates the reading-progress bar of a story at most every 100 ms', () => {
    const { body } = renderHeader(true);
    act(() => vi.advanceTimersByTime(20)); // the first measurement, made when the header mounts
    const updates = measured(body, rect(-1000, 2000));
    scrollForOneSecond();
    act(() => vi.advanceTimersByTime(PROGRESS_UPDATE_MS + 20));
    expect(updates.within(1000)).toBeGreaterThanOrEqual(9);
    expect(updates.within(1000)).toBeLessThanOrEqual(10);
    expect(updates.total()).toBeGreaterThan(updates.within(1000)); // the position where scrolling stopped
    const bar = document.querySelector<HTMLElement>('[role="progressbar"]')!;
    const expected = readingProgress(rect(-1000, 2000), window.innerHeight);
    expect(bar.style.getPropertyValue('--site-header-progress')).toBe(String(expected));
    expect(bar.getAttribute('aria-valuenow')).toBe(String(Math.round(expected * 100)));
  });
});

describe('readingProgress', () => {
  it('is 0 before the body, one half when its middle is mid-screen, and 1 after it', () => {
    expect(readingProgress({ top: 900, height: 3000 }, 800)).toBe(0);
    expect(readingProgress({ top: 400 - 1500, height: 3000 }, 800)).toBe(0.5);
    expect(readingProgress({ top: -5000, height: 3000 }, 800)).toBe(1);
    expect(readingProgress({ top: 0, height: 0 }, 800)).toBe(0);
  });
});
