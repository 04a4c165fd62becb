// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readerStore } from '../../runtime/context';
import {
  forgetReader,
  hasReaderMark,
  loadReader,
  markSignInPending,
  refreshSession,
  rememberReader,
  USER_INFO_KEY,
} from './reader-session';

type Route = (init?: RequestInit) => Response;

/** A fetch that answers by method and path, and records what was asked. */
function fakeFetch(routes: Record<string, Route[]>) {
  const asked: string[] = [];
  const impl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(url)}`;
    asked.push(key);
    const next = routes[key]?.shift();
    if (!next) throw new Error(`unexpected ${key}`);
    return next(init);
  });
  return { impl: impl as unknown as typeof fetch, asked };
}

const json =
  (body: unknown, status = 200) =>
  () =>
    Response.json(body, { status });
const PROFILE = 'GET /identity/public/v1/profile';
const ACTIVE = 'GET /sales/public/v1/subscription/allactive';
const REFRESH = 'POST /identity/public/v1/auth/token';

afterEach(() => {
  forgetReader();
  readerStore.set({ loggedIn: null, firstName: undefined, subscriptionStatuses: null });
});

describe('reader session in the browser', () => {
  it('keeps only the uuid, in session storage without Recordarme and in local storage with it', () => {
    rememberReader('u-1', false);
    expect(JSON.parse(sessionStorage.getItem(USER_INFO_KEY) ?? '')).toEqual({ uuid: 'u-1' });
    expect(localStorage.getItem(USER_INFO_KEY)).toBeNull();
    rememberReader('u-2', true);
    expect(JSON.parse(localStorage.getItem(USER_INFO_KEY) ?? '')).toEqual({ uuid: 'u-2' });
    expect(sessionStorage.getItem(USER_INFO_KEY)).toBeNull();
  });

  it('asks nothing for a reader who never signed in: not logged in', async () => {
    const { impl, asked } = fakeFetch({});
    await loadReader(impl);
    expect(asked).toEqual([]);
    expect(readerStore.get().loggedIn).toBe(false);
  });

  it('loads the profile, then the active subscriptions sorted by status', async () => {
    rememberReader('u-1', true);
    const { impl, asked } = fakeFetch({
      [PROFILE]: [json({ firstName: 'Ana', email: 'ana@example.com' })],
      [ACTIVE]: [json([{ statusID: 3 }, { statusID: 1 }])],
    });
    await loadReader(impl);
    expect(asked).toEqual([PROFILE, ACTIVE]);
    expect(readerStore.get()).toMatchObject({ loggedIn: true, firstName: 'Ana', subscriptionStatuses: [1, 3] });
  });

  it('renews an expired access token once with the refresh cookie, then asks again', async () => {
    rememberReader('u-1', false);
    const { impl, asked } = fakeFetch({
      [PROFILE]: [json({ code: '300019' }, 401), json({ firstName: 'Ana' })],
      [REFRESH]: [json({ uuid: 'u-1' })],
      [ACTIVE]: [json([])],
    });
    await loadReader(impl);
    expect(asked).toEqual([PROFILE, REFRESH, PROFILE, ACTIVE]);
    expect(readerStore.get()).toMatchObject({ loggedIn: true, subscriptionStatuses: [] });
  });

  it('forgets a session the server no longer knows', async () => {
    rememberReader('u-1', true);
    const { impl } = fakeFetch({ [PROFILE]: [json({}, 401)], [REFRESH]: [json({ code: '300019' }, 401)] });
    await loadReader(impl);
    expect(readerStore.get().loggedIn).toBe(false);
    expect(hasReaderMark()).toBe(false);
  });

  it("S2-073/S2-248/S2-249: a refresh token that is expired or missing ends the session, in the SDK's words", async () => {
    const expired = fakeFetch({ [REFRESH]: [json({ code: '300019', message: 'Sesion Expirada' }, 401)] });
    await expect(refreshSession(expired.impl)).rejects.toThrow('Refresh token is expired');
    const missing = fakeFetch({ [REFRESH]: [json({ code: '100018' }, 401)] });
    await expect(refreshSession(missing.impl)).rejects.toThrow('No refresh token found for this session');

    rememberReader('u-1', true);
    const { impl } = fakeFetch({ [PROFILE]: [json({}, 401)], [REFRESH]: [json({ code: '100018' }, 401)] });
    await loadReader(impl);
    expect(readerStore.get().loggedIn).toBe(false);
    expect(hasReaderMark()).toBe(false);
  });

  it('S3-176: keeps the mark when the identity service is down (the next page tries again), and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    rememberReader('u-1', true);
    const { impl } = fakeFetch({ [PROFILE]: [json({}, 401)], [REFRESH]: [json({}, 503)] });
    await loadReader(impl);
    expect(readerStore.get().loggedIn).toBe(false);
    expect(hasReaderMark()).toBe(true);
    expect(logged).toHaveBeenCalledWith('No se pudo cargar el perfil del lector', expect.any(Error));
    logged.mockRestore();
  });

  it('S3-176: a profile answered 500 is logged and the reader counts as not logged in', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    rememberReader('u-1', true);
    const { impl } = fakeFetch({ [PROFILE]: [json({}, 500)] });
    await loadReader(impl);
    expect(readerStore.get()).toMatchObject({ loggedIn: false, subscriptionStatuses: null });
    expect(logged).toHaveBeenCalledWith('No se pudo cargar el perfil del lector', 500);
    logged.mockRestore();
  });

  it('S3-177: counts a failed subscription load as no subscription, still logged in, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    rememberReader('u-1', true);
    const { impl } = fakeFetch({ [PROFILE]: [json({ firstName: 'Ana' })], [ACTIVE]: [json({}, 500)] });
    await loadReader(impl);
    expect(readerStore.get()).toMatchObject({ loggedIn: true, subscriptionStatuses: [] });
    expect(logged).toHaveBeenCalledWith('No se pudieron cargar las suscripciones del lector', 500);
    logged.mockRestore();
  });

  it('ignores a mark that is not the user info it wrote', () => {
    localStorage.setItem(USER_INFO_KEY, '{not json');
    expect(hasReaderMark()).toBe(false);
    localStorage.setItem(USER_INFO_KEY, JSON.stringify({ uuid: '' }));
    expect(hasReaderMark()).toBe(false);
  });

  it('remembers a reader the identity service signed in by redirect (OpenID Connect), once', async () => {
    markSignInPending();
    const { impl } = fakeFetch({
      [PROFILE]: [json({ uuid: 'u-9', firstName: 'Lucía' })],
      [ACTIVE]: [json([])],
    });
    await loadReader(impl);
    expect(readerStore.get()).toMatchObject({ loggedIn: true, firstName: 'Lucía' });
    expect(JSON.parse(localStorage.getItem(USER_INFO_KEY) ?? '')).toEqual({ uuid: 'u-9' });

    // A sign-in that did not finish (the reader left the provider) leaves the page anonymous and asks nothing more.
    forgetReader();
    markSignInPending();
    const failed = fakeFetch({ [PROFILE]: [json({}, 401)], [REFRESH]: [json({}, 401)] });
    await loadReader(failed.impl);
    expect(readerStore.get().loggedIn).toBe(false);
    const again = fakeFetch({});
    await loadReader(again.impl);
    expect(again.asked).toEqual([]);
  });
});
