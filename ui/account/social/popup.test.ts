import { afterEach, describe, expect, it, vi } from 'vitest';
import { SOCIAL_POPUP_POLL_MS, signInPopup } from './popup';

afterEach(() => vi.useRealTimers());

const SITE = 'https://www.semana.com';

/** A pop-up whose address is `at` (a function that throws stands for another origin's, which cannot be read). */
function fakePopup(at: () => string) {
  const popup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true;
    }),
    location: {
      get href() {
        return at();
      },
    },
  };
  return popup;
}

/** The opening page: `open` hands out the pop-up (or null: blocked). */
function fakeWindow(popup: ReturnType<typeof fakePopup> | null) {
  const open = vi.fn(() => popup);
  const win = {
    open,
    location: { origin: SITE },
  };
  return { win: win as unknown as Window, open };
}

const atProvider = () => {
  throw new DOMException('Blocked a frame with origin from accessing a cross-origin frame.', 'SecurityError');
};

describe('the social sign-in pop-up (spec 2, 9; S2-310)', () => {
  it('checks every 1000 ms whether the reader closed it: not at 900 ms, at 1000 ms', async () => {
    vi.useFakeTimers();
    expect(SOCIAL_POPUP_POLL_MS).toBe(1000);
    const popup = fakePopup(atProvider);
    const { win, open } = fakeWindow(popup);
    const done = vi.fn();
    void signInPopup('/identity/public/v2/oidc/google/initiate?returnTo=%2F', win)!.then(done);
    expect(open).toHaveBeenCalledWith(
      '/identity/public/v2/oidc/google/initiate?returnTo=%2F',
      'ingreso-social',
      expect.stringContaining('popup'),
    );

    popup.closed = true;
    await vi.advanceTimersByTimeAsync(900);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('keeps waiting while the pop-up is at the provider, however long the reader takes', async () => {
    vi.useFakeTimers();
    const popup = fakePopup(atProvider);
    const done = vi.fn();
    void signInPopup('/start', fakeWindow(popup).win)!.then(done);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(done).not.toHaveBeenCalled();
    expect(popup.close).not.toHaveBeenCalled();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('closes the pop-up itself at the first check after it came back to the site', async () => {
    vi.useFakeTimers();
    let address = 'about:blank';
    const popup = fakePopup(() => (address === 'provider' ? atProvider() : address));
    const done = vi.fn();
    void signInPopup('/start', fakeWindow(popup).win)!.then(done);
    // Its first blank page shares the site's origin: not a way back yet.
    await vi.advanceTimersByTimeAsync(1000);
    address = 'provider';
    await vi.advanceTimersByTimeAsync(1000);
    expect(done).not.toHaveBeenCalled();

    address = `${SITE}/identity/public/ingreso-listo`;
    await vi.advanceTimersByTimeAsync(999);
    expect(popup.close).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(popup.close).toHaveBeenCalledTimes(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('answers null when the browser blocks the pop-up', () => {
    expect(signInPopup('/start', fakeWindow(null).win)).toBeNull();
  });
});
