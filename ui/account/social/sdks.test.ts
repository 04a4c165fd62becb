// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FACEBOOK_SDK_SCRIPT, GOOGLE_SIGN_IN_SCRIPT } from '../../../contracts/hosts/social';
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
    await expect(googleSdk.signIn('client-1')).rejects.toMatchObject({ code: 'googleSdkError' });

    vi.restoreAllMocks();
    const fb = { init: vi.fn(), login: (done: (answer: object) => void) => done({ authResponse: null }) };
    // The first test loaded Facebook's script already: the page keeps it, and only the SDK object is new.
    globals.FB = fb;
    scriptsAnswer(() => 'load');
    await expect(facebookSdk.signIn('app-1')).rejects.toMatchObject({ code: 'facebookSignOnError' });
  });
});
