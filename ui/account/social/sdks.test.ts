// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { FACEBOOK_SDK_SCRIPT, GOOGLE_SIGN_IN_SCRIPT } from '../../../contracts/hosts/social';
import { resetIdentityConfig } from '../identity-config';
import { facebookSdk, googleSdk } from './sdks';

type Globals = { FB?: unknown; google?: unknown };
const globals = window as unknown as Globals;

/** The page's script tags never reach the internet: each one "loads" (setting what it would define) or fails. */
function scriptsAnswer(outcome: (src: string) => 'load' | 'error', define: () => void = () => undefined) {
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    const tag = nodes[0] as HTMLScriptElement;
    if (outcome(tag.src) === 'load') {
      define();
      tag.onload?.(new Event('load'));
    } else tag.onerror?.(new Event('error'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  delete globals.FB;
  delete globals.google;
});

describe('social sign-in SDKs (spec 2, 8 and 9)', () => {
  it('S2-312: starts the Facebook SDK as version v3.3 with the app id, and answers its access token', async () => {
    const init = vi.fn();
    const fb = {
      init,
      login: (done: (answer: object) => void) => done({ authResponse: { accessToken: 'fb-token' } }),
    };
    scriptsAnswer(
      (src) => (src === FACEBOOK_SDK_SCRIPT ? 'load' : 'error'),
      () => (globals.FB = fb),
    );
    await expect(facebookSdk.signIn('app-1')).resolves.toBe('fb-token');
    expect(init).toHaveBeenCalledWith(expect.objectContaining({ appId: 'app-1', version: 'v3.3' }));
  });

  it('S2-246/S2-247: a Google script that does not load fails with code googleSdkError; a refused Facebook login with facebookSignOnError', async () => {
    scriptsAnswer((src) => (src === GOOGLE_SIGN_IN_SCRIPT ? 'error' : 'load'));
    const failed = googleSdk.signIn('client-1');
    await expect(failed).rejects.toMatchObject({ code: 'googleSdkError', message: 'Google SDK failed to load' });
    // The reader is told in Spanish (the catalogue's text for the code).
    await expect(failed).rejects.toMatchObject({ readerText: 'No se pudo cargar el ingreso con Google.' });

    vi.restoreAllMocks();
    const fb = { init: vi.fn(), login: (done: (answer: object) => void) => done({ authResponse: null }) };
    // The first test loaded Facebook's script already: the page keeps it, and only the SDK object is new.
    globals.FB = fb;
    scriptsAnswer(() => 'load');
    await expect(facebookSdk.signIn('app-1')).rejects.toMatchObject({ code: 'facebookSignOnError' });
  });
});

describe("Google's client id (spec 1, 5 and 8; spec 2, 8)", () => {
  const configAsked: number[] = [];
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    configAsked.length = 0;
    resetIdentityConfig();
  });
  const siteConfig = (config: object) =>
    server.use(
      http.get('*/identity/public/v1/config', () => {
        configAsked.push(1);
        return HttpResponse.json(config);
      }),
    );
  const googleLoads = (initialize: (o: { client_id: string; callback: (a: object) => void }) => void) =>
    scriptsAnswer(
      () => 'load',
      () => (globals.google = { accounts: { id: { initialize, prompt: vi.fn() } } }),
    );

  it("S2-253: with none given and none in the site's config, fails after one config request, in the SDK's words", async () => {
    siteConfig({ facebookAppId: 'fb-1' });
    const append = vi.spyOn(document.head, 'append');
    const failed = googleSdk.signIn('');
    await expect(failed).rejects.toThrow(
      '[Arc Identity SDK] - Google Client ID not found, please add one in settings or explicitly pass one to the initGoogleLogin method.',
    );
    await expect(failed).rejects.toMatchObject({
      code: 'googleSignOnError',
      readerText: 'No fue posible ingresar con Google.',
    });
    expect(configAsked).toHaveLength(1);
    // Google's script is not loaded for a sign-in that cannot start.
    expect(append).not.toHaveBeenCalled();
  });

  it("takes the site's client id when given none, adding '.apps.googleusercontent.com' once", async () => {
    siteConfig({ googleClientId: '1234-abc' });
    const initialize = vi.fn((o: { callback: (a: object) => void }) => o.callback({ credential: 'id-token' }));
    googleLoads(initialize);
    await expect(googleSdk.signIn('')).resolves.toBe('id-token');
    expect(initialize).toHaveBeenLastCalledWith(
      expect.objectContaining({ client_id: '1234-abc.apps.googleusercontent.com' }),
    );
    await googleSdk.signIn('5678-def.apps.googleusercontent.com');
    expect(initialize).toHaveBeenLastCalledWith(
      expect.objectContaining({ client_id: '5678-def.apps.googleusercontent.com' }),
    );
    expect(configAsked).toHaveLength(1);
  });
});

describe('Google Identity Services that throws while starting (spec 1, 8)', () => {
  it("S1-215: logs 'Error while initializing Google sdk:' with the reason; the reader reads googleSdkError", async () => {
    const initialize = vi.fn(() => {
      throw new Error('Invalid client_id');
    });
    // An earlier test loaded Google's script already: the page keeps it, and only the library object is new.
    globals.google = { accounts: { id: { initialize, prompt: vi.fn() } } };
    scriptsAnswer(() => 'load');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(googleSdk.signIn('g-1.apps.googleusercontent.com')).rejects.toMatchObject({
      code: 'googleSdkError',
      readerText: 'No se pudo cargar el ingreso con Google.',
    });
    expect(logged).toHaveBeenCalledWith(
      'Error while initializing Google sdk:',
      expect.objectContaining({ message: 'Invalid client_id' }),
    );
  });
});
