// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readerStore } from '../../runtime/context';
import { onLogout } from '../../ui/account/logout-events';
import { FACEBOOK_SDK_SCRIPT, GOOGLE_SIGN_IN_SCRIPT } from '../../contracts/hosts/social';
import { resetIdentityConfig } from '../../ui/account/identity-config';
import { loadReader, rememberReader } from '../../ui/account/reader-session';
import { SIGNED_IN_WITH_KEY } from '../../ui/account/identity-storage';
import { logout, switchAccount } from './logout';

type Globals = { FB?: unknown; google?: unknown };
const globals = window as unknown as Globals;

/** Script tags never reach the internet: a provider's script "loads" by defining its SDK object. */
function scriptsLoad(define: (src: string) => void) {
  const loaded: string[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    const tag = nodes[0] as HTMLScriptElement;
    loaded.push(tag.src);
    define(tag.src);
    tag.onload?.(new Event('load'));
  });
  return loaded;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('logout (spec 2, 4)', () => {
  it('ends the session, forgets the reader, fires the logout event once and signs out of Google and Facebook', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const disableAutoSelect = vi.fn();
    const fbLogout = vi.fn();
    vi.stubGlobal('google', { accounts: { id: { initialize: vi.fn(), prompt: vi.fn(), disableAutoSelect } } });
    vi.stubGlobal('FB', { init: vi.fn(), login: vi.fn(), logout: fbLogout });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    localStorage.setItem('ArcId.USER_INFO', '{"uuid":"u1"}');
    readerStore.set({ loggedIn: true, firstName: 'Laura', subscriptionStatuses: [1] });
    const listener = vi.fn();
    const stop = onLogout(listener);

    await logout();
    stop();

    expect(fetchMock).toHaveBeenCalledWith(
      '/identity/public/v1/auth/token',
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(localStorage.getItem('ArcId.USER_INFO')).toBeNull();
    expect(readerStore.get().loggedIn).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(disableAutoSelect).toHaveBeenCalledTimes(1);
    expect(fbLogout).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('still signs the reader out of the page when the service or a provider fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    vi.stubGlobal('FB', {
      init: vi.fn(),
      login: vi.fn(),
      logout: () => {
        throw new Error('sdk');
      },
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const listener = vi.fn();
    const stop = onLogout(listener);
    await logout();
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/');
  });

  it("S2-250: says 'No access token found, user is already logged out' when the service knows no session, and still signs out", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: '100018' }, { status: 401 })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    localStorage.setItem('ArcId.USER_INFO', '{"uuid":"u1"}');
    await logout();
    expect(warn).toHaveBeenCalledWith('No access token found, user is already logged out');
    expect(localStorage.getItem('ArcId.USER_INFO')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
  });
});

describe('S2-074: logout on a page that never loaded the provider of a social sign-in', () => {
  afterEach(() => {
    delete globals.google;
    delete globals.FB;
    resetIdentityConfig();
  });

  it.each([
    ['google', GOOGLE_SIGN_IN_SCRIPT],
    ['facebook', FACEBOOK_SDK_SCRIPT],
  ])(
    'S2-074: a reader who signed in with %s is signed out of it, and every stored key of hers is removed',
    async (provider, script) => {
      const disableAutoSelect = vi.fn();
      const fbInit = vi.fn();
      const fbLogout = vi.fn();
      const loaded = scriptsLoad((src) => {
        if (src === GOOGLE_SIGN_IN_SCRIPT) globals.google = { accounts: { id: { disableAutoSelect } } };
        if (src === FACEBOOK_SDK_SCRIPT) globals.FB = { init: fbInit, login: vi.fn(), logout: fbLogout };
      });
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) => {
          if (url.endsWith('/profile')) return Response.json({ uuid: 'u1', firstName: 'Laura' });
          if (url.endsWith('/allactive')) return Response.json([{ statusID: 1 }]);
          if (url.endsWith('/config')) return Response.json({ facebookAppId: 'fb-app' });
          return new Response(null, { status: 204 });
        }),
      );
      vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
      rememberReader('u1', true);
      localStorage.setItem(SIGNED_IN_WITH_KEY, provider);
      await loadReader();
      localStorage.setItem('ArcId.USER_SEGMENTS', '"lector"');
      localStorage.setItem('currentlocaldate', '2026-11-28');
      const listener = vi.fn();
      const stop = onLogout(listener);

      await logout();
      stop();

      expect(loaded).toEqual([script]);
      if (provider === 'google') expect(disableAutoSelect).toHaveBeenCalledTimes(1);
      else {
        expect(fbInit).toHaveBeenCalledWith(expect.objectContaining({ appId: 'fb-app' }));
        expect(fbLogout).toHaveBeenCalledTimes(1);
      }
      expect(listener).toHaveBeenCalledTimes(1);
      expect(Object.keys(localStorage)).toEqual(['swgCanceled']);
      expect(localStorage.getItem('swgCanceled')).toBe('false');
    },
  );

  it('S2-074: a reader who signed in with a password makes the logout load no provider script', async () => {
    const loaded = scriptsLoad(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    rememberReader('u1', true);
    await logout();
    expect(loaded).toEqual([]);
  });
});

describe("account switch: 'Cambiar de cuenta' (spec 2, 4)", () => {
  it('signs the reader out, then opens the login form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('ArcId.USER_INFO', '{"uuid":"u1"}');
    readerStore.set({ loggedIn: true, firstName: 'Laura', subscriptionStatuses: [1] });
    await switchAccount();
    expect(readerStore.get().loggedIn).toBe(false);
    expect(localStorage.getItem('ArcId.USER_INFO')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/?form=login');
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    ['the service fails', async () => new Response(null, { status: 500 })],
    ['the network fails', async () => Promise.reject(new TypeError('offline'))],
  ])('S2-101: when %s, logs the failed logout and clears the session', async (_, answer) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const listener = vi.fn();
    const stop = onLogout(listener);
    localStorage.setItem('ArcId.USER_INFO', '{"uuid":"u1"}');
    readerStore.set({ loggedIn: true, firstName: 'Laura', subscriptionStatuses: [1] });
    await switchAccount();
    stop();
    expect(error).toHaveBeenCalledWith('No se pudo cerrar la sesión al cambiar de cuenta', expect.any(Error));
    expect(readerStore.get()).toMatchObject({ loggedIn: false, subscriptionStatuses: null });
    expect(localStorage.getItem('ArcId.USER_INFO')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/?form=login');
  });
});
