// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { GOOGLE_PLATFORM_SCRIPT } from '../../../contracts/hosts/social';
import { fakeGooglePlatformLibrary, type FakeGooglePlatformOptions } from '../../../fixtures/google-platform-library';

type Recorded = { inits: { client_id: string; scope: string }[]; signIns: { prompt: string }[] };
const globals = window as unknown as { gapi?: unknown; fakeGapi?: Recorded };

/** Every test gets the modules fresh, as a new page would: no script loaded yet, the identity config not asked. */
const legacyGoogle = () => import('./legacy-google');

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => vi.resetModules());
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  delete globals.gapi;
  delete globals.fakeGapi;
});

const siteConfig = (config: object) =>
  server.use(http.get('*/identity/public/v1/config', () => HttpResponse.json(config)));

/** The page's script tags never reach the internet: platform.js runs the stand-in, or fails to load. */
function platformScript(outcome: 'load' | 'error', fake: FakeGooglePlatformOptions = {}) {
  const asked: string[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    const tag = nodes[0] as HTMLScriptElement;
    asked.push(tag.src);
    if (outcome === 'load' && tag.src === GOOGLE_PLATFORM_SCRIPT) {
      new Function(fakeGooglePlatformLibrary(fake))();
      tag.onload?.(new Event('load'));
    } else tag.onerror?.(new Event('error'));
  });
  return asked;
}

describe("Google's legacy platform library (spec 1, 5 and 8; spec 2, 8: S2-253)", () => {
  it('S1-211: platform.js that does not load fails with "Error loading Google SDK"; the reader reads googleSdkError', async () => {
    siteConfig({ googleClientId: 'g-1', googleSignIn: 'legacy-platform' });
    const asked = platformScript('error');
    const { googlePlatformSdk } = await legacyGoogle();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failed = googlePlatformSdk.signIn('');
    await expect(failed).rejects.toMatchObject({ message: '[Arc Identity SDK] - Error loading Google SDK' });
    await expect(failed).rejects.toMatchObject({
      code: 'googleSdkError',
      readerText: 'No se pudo cargar el ingreso con Google.',
    });
    expect(asked).toEqual(['https://apis.google.com/js/platform.js']);
  });

  it('S1-211: so does an auth2 module that gapi.load cannot fetch', async () => {
    siteConfig({ googleClientId: 'g-1' });
    platformScript('load', { auth2Fails: true, idToken: 'id-1' });
    const { googlePlatformSdk } = await legacyGoogle();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(googlePlatformSdk.signIn('')).rejects.toMatchObject({
      message: '[Arc Identity SDK] - Error loading Google SDK',
    });
  });

  it('S1-209: auth2 init that fails is logged with "Error initializing Google Auth2 SDK" and the sign-in rejects', async () => {
    platformScript('load', { initError: 'idpiframe_initialization_failed', idToken: 'id-1' });
    const { googlePlatformSdk } = await legacyGoogle();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = googlePlatformSdk.signIn('1234-abc');
    await expect(failed).rejects.toMatchObject({ message: '[Arc Identity SDK] - Error initializing Google Auth2 SDK' });
    await expect(failed).rejects.toMatchObject({ readerText: 'No se pudo cargar el ingreso con Google.' });
    expect(logged).toHaveBeenCalledWith(
      '[Arc Identity SDK] - Error initializing Google Auth2 SDK',
      expect.objectContaining({ error: 'idpiframe_initialization_failed' }),
    );
    // The chooser never opened.
    expect(globals.fakeGapi?.signIns).toEqual([]);
  });

  it("S1-184/S1-212: with no client id given or configured, fails in the SDK's words before loading platform.js", async () => {
    siteConfig({ googleSignIn: 'legacy-platform' });
    const asked = platformScript('load');
    const { initGoogleLogin } = await legacyGoogle();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failed = initGoogleLogin();
    await expect(failed).rejects.toMatchObject({
      message:
        '[Arc Identity SDK] - Google Client ID not found, please add one in settings or explicitly pass one to the initGoogleLogin method.',
    });
    await expect(failed).rejects.toMatchObject({ readerText: 'No fue posible ingresar con Google.' });
    expect(asked).toEqual([]);
  });

  it('S1-186/S1-213: initGoogleLogin says it is deprecated (no final period), then starts auth2 (S1-183, S1-185)', async () => {
    platformScript('load', { idToken: 'id-1' });
    const { initGoogleLogin } = await legacyGoogle();
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await initGoogleLogin('1234-abc');
    expect(warned).toHaveBeenCalledWith(
      '[Arc Identity SDK] - This method should only be used with legacy Google Sign In. Discontinue use & migrate to new Sign In With Google',
    );
    // The client id gets Google's suffix; the scope is profile and email when nobody asks for another.
    expect(globals.fakeGapi?.inits).toEqual([
      { client_id: '1234-abc.apps.googleusercontent.com', scope: 'profile email' },
    ]);
  });

  it("signs in with the account the reader picks in Google's chooser: its ID token; a closed chooser fails", async () => {
    platformScript('load', { idToken: 'legacy-id-token' });
    const { googlePlatformSdk } = await legacyGoogle();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(googlePlatformSdk.signIn('g-1.apps.googleusercontent.com')).resolves.toBe('legacy-id-token');
    expect(globals.fakeGapi?.signIns).toEqual([{ prompt: 'select_account' }]);

    vi.resetModules();
    vi.restoreAllMocks();
    delete globals.gapi;
    platformScript('load', {});
    const again = await legacyGoogle();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(again.googlePlatformSdk.signIn('g-1')).rejects.toMatchObject({
      code: 'googleSignOnError',
      message: 'No fue posible ingresar con Google.',
    });
  });

  it('S1-210: the legacy-only method throws its exact text on a site using Identity Services, loading nothing', async () => {
    siteConfig({ googleClientId: 'g-1', googleSignIn: 'identity-services' });
    const asked = platformScript('load', { idToken: 'id-1', accessToken: 'ya29.legacy' });
    const { getGoogleAccessToken } = await legacyGoogle();
    await expect(getGoogleAccessToken()).rejects.toMatchObject({
      message:
        '[Arc Identity SDK] - This method will only work with the legacy Google Sign In. Discontinue use of this method.',
    });
    expect(asked).toEqual([]);
  });

  it("on a site using the legacy library it answers the signed-in Google user's access token, none before", async () => {
    siteConfig({ googleClientId: 'g-1', googleSignIn: 'legacy-platform' });
    platformScript('load', { idToken: 'id-1', accessToken: 'ya29.legacy' });
    const { getGoogleAccessToken, googlePlatformSdk } = await legacyGoogle();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(getGoogleAccessToken()).resolves.toBeUndefined();
    await googlePlatformSdk.signIn('');
    await expect(getGoogleAccessToken()).resolves.toBe('ya29.legacy');
  });
});

describe('Google sign-in console logs, word for word (spec 1, 8)', () => {
  it("S1-214: a legacy login that fails to start logs 'Error while initializing Google login:' with the reason", async () => {
    platformScript('error');
    const { initGoogleLogin } = await legacyGoogle();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(initGoogleLogin('g-1')).rejects.toMatchObject({ code: 'googleSdkError' });
    expect(logged).toHaveBeenCalledWith(
      'Error while initializing Google login:',
      expect.objectContaining({ message: '[Arc Identity SDK] - Error loading Google SDK' }),
    );
  });

  it("S1-215: an auth2 init that throws logs 'Error while initializing Google sdk:'; the reader reads googleSdkError", async () => {
    platformScript('load', { initThrows: 'Invalid client_id', idToken: 'id-1' });
    const { googlePlatformSdk } = await legacyGoogle();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(googlePlatformSdk.signIn('g-1')).rejects.toMatchObject({
      readerText: 'No se pudo cargar el ingreso con Google.',
    });
    expect(logged.mock.calls[0]).toEqual([
      'Error while initializing Google sdk:',
      expect.objectContaining({ message: 'Invalid client_id' }),
    ]);
    expect(globals.fakeGapi?.signIns).toEqual([]);
  });

  it("S1-216: a getAuthInstance that throws logs 'Error getting Google Auth instance.' and answers no token", async () => {
    siteConfig({ googleClientId: 'g-1', googleSignIn: 'legacy-platform' });
    platformScript('load', { idToken: 'id-1', accessToken: 'ya29.legacy', authInstanceThrows: 'not initialised' });
    const { getGoogleAccessToken } = await legacyGoogle();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(getGoogleAccessToken()).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith(
      'Error getting Google Auth instance.',
      expect.objectContaining({ message: 'not initialised' }),
    );
  });
});
