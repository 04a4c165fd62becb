// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SCRIPT_LOADER } from './document';

type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect(): void },
) => void;

/** The loader as the page has it, with a PerformanceObserver whose paint entries the test hands out. */
function runLoader(paintTiming = true): { paint: (name: string) => void } {
  let callback: PaintCallback | undefined;
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = paintTiming ? ['paint'] : ['mark', 'measure'];
      constructor(cb: PaintCallback) {
        callback = cb;
      }
      observe() {}
    },
  );
  const script = document.createElement('script');
  script.setAttribute('data-entry', '/pf/islands.js');
  script.setAttribute('data-preload', '/pf/site-header.js /pf/react.js');
  document.body.appendChild(script);
  // The loader reads its own element as document.currentScript, as it does while the parser runs it.
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(PAGE_SCRIPT_LOADER)();
  return {
    paint: (name) => callback?.({ getEntriesByName: (n) => (n === name ? [{}] : []) }, { disconnect: () => undefined }),
  };
}

const scripts = () => [...document.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
const preloads = () => [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

describe('the page script loader (decision 0064)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The test checks which files the page asks for, not their fetching (there is no server behind these URLs).
    const { settings } = (window as unknown as { happyDOM: { settings: Record<string, boolean> } }).happyDOM;
    settings.disableJavaScriptFileLoading = true;
    settings.handleDisabledFileLoadingAsSuccess = true;
  });
  afterEach(() => {
    // Each test's loader listens on the one document: the next test starts without it.
    window.newsEarlyClicks?.stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('fetches nothing before the first contentful paint, then the entry and its preloads once', () => {
    const page = runLoader();
    page.paint('first-paint');
    vi.advanceTimersByTime(10);
    expect(scripts()).toEqual([]);
    expect(preloads()).toEqual([]);

    // At once, from the observer (no timer: a page whose clock is held still starts too).
    page.paint('first-contentful-paint');
    expect(scripts()).toEqual(['/pf/islands.js']);
    expect(preloads()).toEqual(['/pf/site-header.js', '/pf/react.js']);

    // The timer that covers tabs that never paint does not load them a second time.
    vi.advanceTimersByTime(5000);
    expect(scripts()).toEqual(['/pf/islands.js']);
  });

  it('starts at the next frame in a browser without paint timing', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    runLoader(false);
    expect(scripts()).toEqual([]);
    frames.forEach((frame) => frame(0));
    expect(scripts()).toEqual(['/pf/islands.js']);
  });

  it('starts on its timer in a tab that never paints (opened in the background)', () => {
    runLoader();
    vi.advanceTimersByTime(1499);
    expect(scripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(scripts()).toEqual(['/pf/islands.js']);
  });

  it('holds taps on the buttons of islands not yet hydrated until the entry takes them over', () => {
    document.body.innerHTML =
      '<news-island data-island-status="found"><div data-island-root=""><button>Menú</button></div></news-island>' +
      '<news-island data-island-status="hydrated"><div data-island-root=""><button>Más</button></div></news-island>' +
      '<button>Fuera de una isla</button>';
    runLoader();
    const [menu, more, outside] = [...document.querySelectorAll('button')];
    const tap = (button: HTMLButtonElement) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      button.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect([tap(menu), tap(more), tap(outside)]).toEqual([true, false, false]);
    expect(window.newsEarlyClicks?.clicks).toEqual([menu]);

    // The entry stops the loader's holding: from then on each island holds its own (runtime/client/hydrate.ts).
    window.newsEarlyClicks?.stop();
    expect(tap(menu)).toBe(false);
    expect(window.newsEarlyClicks?.clicks).toEqual([menu]);
  });
});
