import { ACCOUNT_ERROR_TEXTS } from '../../../contracts/account-errors';
import { FACEBOOK_SDK_SCRIPT, FACEBOOK_SDK_VERSION, GOOGLE_SIGN_IN_SCRIPT } from '../../../contracts/hosts/social';
import { ClientError, FormError } from '../forms/submit';
import { googleClientId } from './google-client-id';
import { GOOGLE_SDK_INIT_LOG } from './google-logs';
import { loadScript } from '../../load-script';
import { SIGNED_IN_WITH_KEY } from '../identity-storage';

/**
 * A provider's browser SDK behind one shape: `signIn` answers the token the login grant takes (Google: an ID
 * token; Facebook: an access token). Tests and stories pass fakes: no script from the internet there.
 */
export interface SocialSdk {
  grantType: 'google' | 'facebook';
  /** The provider's name on its button ('Ingresar con Google'). */
  label: string;
  /** The identity config key holding the client id; no id, no button. */
  clientIdKey: 'googleClientId' | 'facebookAppId';
  /** Google's adapter finds the site's client id itself when given none (google-client-id.ts). */
  signIn: (clientId: string) => Promise<string>;
}

interface GoogleIdentity {
  accounts: { id: { initialize: (o: object) => void; prompt: () => void; disableAutoSelect?: () => void } };
}
type FacebookAnswer = { authResponse?: { accessToken?: string } | null };
interface FacebookSdk {
  init: (o: object) => void;
  login: (done: (r: FacebookAnswer) => void, o: object) => void;
  logout?: (done?: () => void) => void;
}
/** What the SDK scripts put on the page (another package already declares `window.FB`, untyped). */
const sdkGlobals = () => window as unknown as { google?: GoogleIdentity; FB?: FacebookSdk };

/** Spec 2, 8: googleSdkError's own text; the reader sees the catalogue's Spanish one. */
export const GOOGLE_SDK_FAILED = 'Google SDK failed to load';

/** Loads a script, or fails with the spec's SDK error (googleSdkError, facebookSdkError). */
async function sdk<T>(src: string, read: () => T | undefined, failure: () => FormError): Promise<T> {
  const found = await loadScript(src)
    .then(read)
    .catch(() => undefined);
  if (!found) throw failure();
  return found;
}

export const googleSdk: SocialSdk = {
  grantType: 'google',
  label: 'Google',
  clientIdKey: 'googleClientId',
  async signIn(given) {
    const clientId = await googleClientId(given);
    const failed = () => new ClientError(GOOGLE_SDK_FAILED, 'googleSdkError');
    const google = await sdk(GOOGLE_SIGN_IN_SCRIPT, () => sdkGlobals().google, failed);
    return new Promise<string>((resolve, reject) => {
      try {
        startIdentityServices(google, clientId, resolve, reject);
      } catch (err) {
        // Spec 1, 8 (S1-215): a library that throws while starting is logged, and the reader reads googleSdkError.
        console.error(GOOGLE_SDK_INIT_LOG, err);
        reject(failed());
      }
    });
  },
};

/** Google Identity Services' one-tap prompt; the credential of the account the reader picks, or googleSignOnError. */
function startIdentityServices(
  google: GoogleIdentity,
  clientId: string,
  resolve: (credential: string) => void,
  reject: (err: FormError) => void,
): void {
  google.accounts.id.initialize({
    client_id: clientId,
    callback: ({ credential }: { credential?: string }) =>
      credential
        ? resolve(credential)
        : reject(new FormError(ACCOUNT_ERROR_TEXTS.googleSignOnError, 'googleSignOnError')),
  });
  google.accounts.id.prompt();
}

export const facebookSdk: SocialSdk = {
  grantType: 'facebook',
  label: 'Facebook',
  clientIdKey: 'facebookAppId',
  async signIn(appId) {
    const failed = () => new FormError(ACCOUNT_ERROR_TEXTS.facebookSdkError, 'facebookSdkError');
    const fb = await sdk(FACEBOOK_SDK_SCRIPT, () => sdkGlobals().FB, failed);
    fb.init({ appId, version: FACEBOOK_SDK_VERSION, xfbml: false });
    return new Promise<string>((resolve, reject) =>
      fb.login(
        ({ authResponse }: FacebookAnswer) =>
          authResponse?.accessToken
            ? resolve(authResponse.accessToken)
            : reject(new FormError(ACCOUNT_ERROR_TEXTS.facebookSignOnError, 'facebookSignOnError')),
        { scope: 'email' },
      ),
    );
  },
};

export { SIGNED_IN_WITH_KEY };
/** A provider that does not answer within this time does not hold the logout up. */
export const SOCIAL_SIGN_OUT_TIMEOUT_MS = 3000;

/**
 * Spec 2, 4 (logout): signs the reader out of the social providers: Google stops choosing the account by itself,
 * Facebook ends its session. The provider she signed in with is signed out even when this page never loaded its SDK
 * (she signed in on another page): its script is loaded for it. A provider's failure never keeps her signed in here.
 */
export async function signOutOfSocialProviders(
  signedInWith: string | null,
  facebookAppId: () => Promise<string> = async () => '',
): Promise<void> {
  const load = (src: string) =>
    Promise.race([
      loadScript(src).catch(() => undefined),
      new Promise((done) => setTimeout(done, SOCIAL_SIGN_OUT_TIMEOUT_MS)),
    ]);
  try {
    if (signedInWith === 'google' && !sdkGlobals().google) await load(GOOGLE_SIGN_IN_SCRIPT);
    if (signedInWith === 'facebook' && !sdkGlobals().FB) {
      await load(FACEBOOK_SDK_SCRIPT);
      const appId = await facebookAppId();
      sdkGlobals().FB?.init({ appId, version: FACEBOOK_SDK_VERSION, xfbml: false });
    }
  } catch {
    // No SDK: nothing more to sign out of.
  }
  const { google, FB } = sdkGlobals();
  try {
    google?.accounts.id.disableAutoSelect?.();
  } catch {
    // Google's failure must not keep the reader signed in here.
  }
  try {
    FB?.logout?.();
  } catch {
    // Nor Facebook's.
  }
}
