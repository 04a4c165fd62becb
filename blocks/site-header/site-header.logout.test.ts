// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readerStore } from '../../runtime/context';
import { onLogout } from '../../ui/account/logout-events';
import { logout, switchAccount } from './logout';

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
