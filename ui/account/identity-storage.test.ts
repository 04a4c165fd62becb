// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { readerStore } from '../../runtime/context';
import { linkAmpReader } from './amp/amp-link';
import {
  AMP_READER_ID_KEY,
  SEGMENTS_DAY_KEY,
  USER_ID_ANALYTICS_KEY,
  USER_INFO_KEY,
  USER_PROFILE_KEY,
  USER_SEGMENTS_KEY,
  USER_SETTINGS_KEY,
  readStored,
  setIdentity,
} from './identity-storage';
import { forgetReader, hasReaderMark, loadReader, readerUuid, rememberReader } from './reader-session';
import { trackSegments } from './segments';

const server = setupServer(
  http.get('*/identity/public/v1/profile', () => HttpResponse.json({ uuid: 'u-1', firstName: 'Ana' })),
  http.get('*/sales/public/v1/subscription/allactive', () => HttpResponse.json([{ statusID: 1 }])),
  http.get('*/identity/public/v1/user/settings', () => HttpResponse.json({ disqus: { ssoKey: '' }, uuid: 'u-1' })),
  http.get('*/identity/public/v2/identity/segmentation', () => HttpResponse.json({ segment: 'lector-activo' })),
  http.put('*/sales/public/v1/amp/add', () => HttpResponse.json({ message: 'ok' })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  forgetReader();
  localStorage.clear();
  readerStore.set({ loggedIn: null, firstName: undefined, subscriptionStatuses: null });
});
afterAll(() => server.close());

/** Web storage refused, as a browser with storage turned off does: the identity goes to a cookie. */
function refuseWebStorage() {
  const refuse = (): Storage => {
    throw new DOMException('refused', 'SecurityError');
  };
  vi.spyOn(window, 'localStorage', 'get').mockImplementation(refuse);
  vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(refuse);
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('the identity record (spec 2, 3)', () => {
  it('S2-048: an identity record with none of uuid, accessToken, refreshToken, impersonator removes USER_INFO', () => {
    setIdentity({ uuid: 'u-1' }, true);
    expect(hasReaderMark()).toBe(true);
    setIdentity({ uuid: null, accessToken: null, refreshToken: null, impersonator: null }, true);
    expect(localStorage.getItem(USER_INFO_KEY)).toBeNull();
    expect(hasReaderMark()).toBe(false);

    setIdentity({ uuid: null, accessToken: null, refreshToken: null, impersonator: 'x' }, true);
    expect(JSON.parse(localStorage.getItem(USER_INFO_KEY) ?? '')).toEqual({ impersonator: 'x' });
    // The tokens are HttpOnly cookies (decision 0025): a record that has them is kept, never with them.
    setIdentity({ uuid: 'u-2', accessToken: 'a', refreshToken: 'r' }, false);
    expect(JSON.parse(sessionStorage.getItem(USER_INFO_KEY) ?? '')).toEqual({ uuid: 'u-2' });
    expect(localStorage.getItem(USER_INFO_KEY)).toBeNull();
  });

  it('S2-049, S2-050: after a sign-in the page keeps the prefixed SDK entries and userIdAnalytics', async () => {
    rememberReader('u-1', true);
    await loadReader();
    const stop = trackSegments();
    await until(
      () => localStorage.getItem(USER_SETTINGS_KEY) !== null && localStorage.getItem(USER_SEGMENTS_KEY) !== null,
    );
    stop();
    await linkAmpReader('amp-123');

    const keys = Object.keys(localStorage);
    for (const name of ['USER_INFO', 'USER_PROFILE', 'USER_SETTINGS', 'AMP_READER_ID', 'USER_SEGMENTS'])
      expect(keys.filter((k) => k.endsWith(name))).toEqual([`ArcId.${name}`]);
    expect(JSON.parse(localStorage.getItem(USER_PROFILE_KEY) ?? '')).toMatchObject({ firstName: 'Ana' });
    expect(localStorage.getItem(AMP_READER_ID_KEY)).toBe('amp-123');
    expect(localStorage.getItem(USER_ID_ANALYTICS_KEY)).toBe('u-1');
    expect(localStorage.getItem(SEGMENTS_DAY_KEY)).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    forgetReader();
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('S2-100: a second reader signing in on the same device gets her own segment, not the first reader’s', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    rememberReader('u-1', true);
    readerStore.set({ loggedIn: true, subscriptionStatuses: [1] });
    let stop = trackSegments();
    await until(() => localStorage.getItem(USER_SEGMENTS_KEY) !== null);
    stop();
    expect(localStorage.getItem(USER_SEGMENTS_KEY)).toBe('"lector-activo"');

    // The same day, another reader signs in on this browser (after a logout, or straight over the first).
    server.use(
      http.get('*/identity/public/v2/identity/segmentation', () => HttpResponse.json({ segment: 'renovacion' })),
    );
    rememberReader('u-2', true);
    expect(localStorage.getItem(USER_SEGMENTS_KEY)).toBeNull();
    stop = trackSegments();
    await until(() => localStorage.getItem(USER_SEGMENTS_KEY) !== null);
    stop();
    expect(localStorage.getItem(USER_SEGMENTS_KEY)).toBe('"renovacion"');
    expect(asked.filter((p) => p.endsWith('/segmentation'))).toHaveLength(2);
    server.events.removeAllListeners();
  });
});

describe('a browser that refuses web storage keeps the reader in a cookie (spec 2, 4)', () => {
  afterEach(() => {
    document.cookie = `${encodeURIComponent(USER_INFO_KEY)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

  it("S2-078: 'Recordarme' keeps the user info in a cookie that lasts to 19 Jan 2038; without it, a session cookie", () => {
    const written: string[] = [];
    let owner: object | null = document;
    while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner) as object;
    const cookie = Object.getOwnPropertyDescriptor(owner ?? document, 'cookie');
    refuseWebStorage();
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => cookie?.get?.call(document) as string,
      set: (value: string) => {
        written.push(value);
        cookie?.set?.call(document, value);
      },
    });
    rememberReader('u-1', true);
    expect(written.at(-1)).toMatch(/^ArcId\.USER_INFO=%7B%22uuid%22%3A%22u-1%22%7D; expires=Tue, 19 Jan 2038 /);
    expect(readerUuid()).toBe('u-1');
    rememberReader('u-2', false);
    expect(written.at(-1)).toMatch(/^ArcId\.USER_INFO=/);
    expect(written.at(-1)).not.toContain('expires=');
    expect(readStored(USER_INFO_KEY)).toBe('{"uuid":"u-2"}');
    delete (document as { cookie?: string }).cookie;
  });

  it('S2-077: a value over 4000 characters once encoded is not saved, and a warning is logged', () => {
    refuseWebStorage();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // {"uuid":"…"} encodes to 28 characters around the uuid: 3975 + 25 = 4000 is saved, 4001 is not.
    rememberReader('a'.repeat(3975), true);
    expect(readerUuid()).toBe('a'.repeat(3975));
    expect(warn).not.toHaveBeenCalled();
    rememberReader('a'.repeat(3976), true);
    expect(readerUuid()).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0][0]).toContain('4001');
  });
});
