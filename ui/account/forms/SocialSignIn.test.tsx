// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ACCOUNT_ERROR_TEXTS } from '../../../contracts/account-errors';
import { GOOGLE_PLATFORM_SCRIPT, GOOGLE_SIGN_IN_SCRIPT } from '../../../contracts/hosts/social';
import { fakeGooglePlatformLibrary } from '../../../fixtures/google-platform-library';
import { resetIdentityConfig } from '../identity-config';
import { forgetReader, USER_INFO_KEY } from '../reader-session';
import { FormError } from './submit';
import type { SocialSdk } from '../social/sdks';
import { SocialSignIn } from './SocialSignIn';

const noProviders = http.get('*/identity/public/v2/oidc/provider/login', () => HttpResponse.json({ providers: [] }));
const config = (c: object) => http.get('*/identity/public/v1/config', () => HttpResponse.json(c));
const server = setupServer(noProviders, config({}));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  forgetReader();
  sessionStorage.clear();
  resetIdentityConfig();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
afterAll(() => server.close());

/** A provider SDK that answers `token` (or fails) without loading anything. */
const fakeSdk = (grantType: 'google' | 'facebook', signIn: SocialSdk['signIn']): SocialSdk => ({
  grantType,
  label: grantType === 'google' ? 'Google' : 'Facebook',
  clientIdKey: grantType === 'google' ? 'googleClientId' : 'facebookAppId',
  signIn,
});

function stubNavigation() {
  const assign = vi.fn();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  return assign;
}

describe('social and OpenID Connect sign-in buttons (spec 2, 1)', () => {
  const googleOidc = http.get('*/identity/public/v2/oidc/provider/login', () =>
    HttpResponse.json({
      providers: [{ name: 'google', type: 'Google', url: '/identity/public/v2/oidc/google/initiate' }],
    }),
  );
  /** A pop-up the reader is done with: the page finds it closed at its next check. */
  const closedPopup = () =>
    vi.spyOn(window, 'open').mockReturnValue({ closed: true, close: vi.fn() } as unknown as Window);

  it('signs in with an OpenID Connect provider in a pop-up, then asks who signed in and goes on (S2-310)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    server.use(
      googleOidc,
      http.get('*/identity/public/v1/profile', () => HttpResponse.json({ uuid: 'u-oidc', firstName: 'Lucía' })),
      http.get('*/sales/public/v1/subscription/allactive', () => HttpResponse.json([])),
    );
    const assign = stubNavigation();
    const open = closedPopup();
    render(<SocialSignIn redirect="/nacion/" sdks={[]} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ingresar con Google' }));
    // The pop-up comes back to the small landing page, not to a whole page of the site.
    expect(open).toHaveBeenCalledWith(
      '/identity/public/v2/oidc/google/initiate?returnTo=%2Fidentity%2Fpublic%2Fingreso-listo',
      'ingreso-social',
      expect.stringContaining('popup'),
    );
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/nacion/'));
    expect(JSON.parse(localStorage.getItem(USER_INFO_KEY) ?? '{}')).toEqual({ uuid: 'u-oidc' });
  });

  it('says so and stays when the reader closed the pop-up without signing in', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    server.use(
      googleOidc,
      http.get('*/identity/public/v1/profile', () => HttpResponse.json({ code: '300040' }, { status: 401 })),
      http.post('*/identity/public/v1/auth/token', () => HttpResponse.json({ code: '100018' }, { status: 401 })),
    );
    const assign = stubNavigation();
    closedPopup();
    render(<SocialSignIn redirect="/nacion/" sdks={[]} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ingresar con Google' }));
    vi.advanceTimersByTime(1000);
    expect((await screen.findByRole('alert')).textContent).toBe('No fue posible ingresar con Google.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves for the provider in this tab when the browser blocks the pop-up', async () => {
    server.use(googleOidc);
    const assign = stubNavigation();
    vi.spyOn(window, 'open').mockReturnValue(null);
    render(<SocialSignIn redirect="/nacion/" sdks={[]} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ingresar con Google' }));
    expect(assign).toHaveBeenCalledWith('/identity/public/v2/oidc/google/initiate?returnTo=%2Fnacion%2F');
    // The page the service returns to asks who signed in.
    expect(sessionStorage.getItem('ArcId.SIGN_IN_PENDING')).toBe('1');
  });

  it('shows no button when nothing is configured', async () => {
    render(<SocialSignIn redirect="/" sdks={[fakeSdk('google', () => Promise.resolve('t'))]} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it("signs in with the provider's SDK token: empty userName, the token as credentials, grantType", async () => {
    let body: unknown;
    server.use(
      config({ facebookAppId: 'fb-app' }),
      http.post('*/identity/public/v1/auth/login', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ uuid: 'u-1', accessToken: 'a', refreshToken: 'r' });
      }),
    );
    const assign = stubNavigation();
    const signIn = vi.fn(() => Promise.resolve('fb-token'));
    render(<SocialSignIn redirect="/nacion/" sdks={[fakeSdk('facebook', signIn)]} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ingresar con Facebook' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/nacion/'));
    expect(signIn).toHaveBeenCalledWith('fb-app');
    expect(body).toEqual({ userName: '', credentials: 'fb-token', grantType: 'facebook', rememberMe: true });
    expect(JSON.parse(localStorage.getItem(USER_INFO_KEY) ?? '{}')).toEqual({ uuid: 'u-1' });
  });

  it('refuses an answer without a uuid (spec 2, 4) and stays on the page', async () => {
    server.use(
      config({ googleClientId: 'g-id' }),
      http.post('*/identity/public/v1/auth/login', () => HttpResponse.json({ accessToken: 'a' })),
    );
    const assign = stubNavigation();
    render(<SocialSignIn redirect="/" sdks={[fakeSdk('google', () => Promise.resolve('id-token'))]} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ingresar con Google' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_ERROR_TEXTS.googleSignOnError);
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem(USER_INFO_KEY)).toBeNull();
  });

  it("shows the SDK's failure, e.g. Google's script that did not load", async () => {
    server.use(config({ googleClientId: 'g-id' }));
    const failing = () => Promise.reject(new FormError(ACCOUNT_ERROR_TEXTS.googleSdkError, 'googleSdkError'));
    render(<SocialSignIn redirect="/" sdks={[fakeSdk('google', failing)]} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ingresar con Google' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No se pudo cargar el ingreso con Google.');
  });

  it('leaves Google to OpenID Connect when the service signs in with it', async () => {
    server.use(
      config({ googleClientId: 'g-id' }),
      http.get('*/identity/public/v2/oidc/provider/login', () =>
        HttpResponse.json({ providers: [{ name: 'google', type: 'Google', url: '/x' }] }),
      ),
    );
    render(<SocialSignIn redirect="/" sdks={[fakeSdk('google', () => Promise.resolve('t'))]} />);
    await screen.findByRole('button', { name: 'Ingresar con Google' });
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});

describe('the Google button uses the library the site chose (decision 0056, S2-253)', () => {
  /** Script tags never reach the internet: platform.js runs the stand-in; any other script fails to load. */
  function scripts() {
    const asked: string[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      const tag = nodes[0] as HTMLScriptElement;
      asked.push(tag.src);
      if (tag.src !== GOOGLE_PLATFORM_SCRIPT) return tag.onerror?.(new Event('error'));
      new Function(fakeGooglePlatformLibrary({ idToken: 'legacy-id-token' }))();
      tag.onload?.(new Event('load'));
    });
    return asked;
  }

  it("on a site set to 'legacy-platform' it signs in through platform.js with the chosen account's ID token", async () => {
    let body: unknown;
    server.use(
      config({ googleClientId: 'g-id', googleSignIn: 'legacy-platform' }),
      http.post('*/identity/public/v1/auth/login', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ uuid: 'u-legacy' });
      }),
    );
    const asked = scripts();
    const assign = stubNavigation();
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<SocialSignIn redirect="/nacion/" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ingresar con Google' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/nacion/'));
    expect(body).toEqual({ userName: '', credentials: 'legacy-id-token', grantType: 'google', rememberMe: true });
    expect(asked).toEqual([GOOGLE_PLATFORM_SCRIPT]);
    // The form starts the library through the deprecated helper, which reminds the site to move on.
    expect(warned).toHaveBeenCalledWith(
      expect.stringContaining('Discontinue use & migrate to new Sign In With Google'),
    );
  });

  it('on any other site it loads Google Identity Services, never platform.js', async () => {
    server.use(config({ googleClientId: 'g-id' }));
    const asked = scripts();
    render(<SocialSignIn redirect="/nacion/" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ingresar con Google' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No se pudo cargar el ingreso con Google.');
    expect(asked).toEqual([GOOGLE_SIGN_IN_SCRIPT]);
  });
});
