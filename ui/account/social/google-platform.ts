import { ACCOUNT_ERROR_TEXTS } from '../../../contracts/account-errors';
import { GOOGLE_PLATFORM_SCRIPT } from '../../../contracts/hosts/social';
import { ClientError, FormError, SDK_PREFIX } from '../forms/submit';
import { googleClientId } from './google-client-id';
import { GOOGLE_AUTH_INSTANCE_LOG, GOOGLE_SDK_INIT_LOG } from './google-logs';
import { loadScript } from '../../load-script';

/**
 * Google's legacy platform library (platform.js, gapi auth2), for a site whose Google client was made before Google
 * Identity Services (mid-2022) and still signs in with it (`googleSignIn: 'legacy-platform'`, decision 0056).
 */

/** Spec 1, 8 and spec 2, 8, in the identity SDK's words. */
export const GOOGLE_SDK_LOAD_ERROR = `${SDK_PREFIX.identity} - Error loading Google SDK`;
export const GOOGLE_AUTH2_INIT_ERROR = `${SDK_PREFIX.identity} - Error initializing Google Auth2 SDK`;

/** Spec 1, 5: what the legacy sign-in asks of the reader's Google account unless told otherwise. */
export const GOOGLE_PLATFORM_SCOPE = 'profile email';

type AuthResponse = { id_token?: string; access_token?: string } | null;
interface GoogleUser {
  getAuthResponse: (includeAuthorizationData?: boolean) => AuthResponse;
}
interface GoogleAuth {
  then: (onInit: (self: GoogleAuth) => void, onError: (reason: unknown) => void) => void;
  signIn: (options: { prompt: string }) => Promise<GoogleUser>;
  isSignedIn: { get: () => boolean };
  currentUser: { get: () => GoogleUser };
}
interface Gapi {
  load: (module: 'auth2', then: { callback: () => void; onerror: () => void }) => void;
  auth2: { init: (params: { client_id: string; scope: string }) => GoogleAuth; getAuthInstance: () => GoogleAuth };
}

/**
 * What a started library offers here. Not GoogleAuth itself: it has a `then` that calls back with itself, so a
 * promise resolved with it would adopt it again and again and never settle.
 */
export interface GooglePlatform {
  /** Google's account chooser; the ID token of the account the reader picked (the login grant's credentials). */
  signIn: () => Promise<string>;
  /** The signed-in Google user's access token; undefined while nobody signed in with Google on this page. */
  accessToken: () => string | undefined;
}

const gapiOf = () => (window as unknown as { gapi?: Gapi }).gapi;
const loadFailed = () => new ClientError(GOOGLE_SDK_LOAD_ERROR, 'googleSdkError');
const signInFailed = () => new FormError(ACCOUNT_ERROR_TEXTS.googleSignOnError, 'googleSignOnError');

/** platform.js, then its auth2 module (fetched by `gapi.load`); either failing is 'Error loading Google SDK'. */
async function loadAuth2(): Promise<Gapi> {
  await loadScript(GOOGLE_PLATFORM_SCRIPT).catch(() => {
    throw loadFailed();
  });
  const gapi = gapiOf();
  if (!gapi) throw loadFailed();
  await new Promise<void>((resolve, reject) =>
    gapi.load('auth2', { callback: resolve, onerror: () => reject(loadFailed()) }),
  );
  return gapi;
}

/**
 * Starts the legacy library for the given client id, else the site's (google-client-id.ts: none at all fails before
 * anything loads). Google keeps one GoogleAuth per page: asked again with the same id, `init` answers the same one.
 */
export async function startGooglePlatform(given?: string): Promise<GooglePlatform> {
  const clientId = await googleClientId(given);
  const gapi = await loadAuth2();
  let auth: GoogleAuth;
  try {
    auth = gapi.auth2.init({ client_id: clientId, scope: GOOGLE_PLATFORM_SCOPE });
  } catch (err) {
    // A library that throws instead of rejecting (a malformed client id): logged as spec 1, 8 words it.
    console.error(GOOGLE_SDK_INIT_LOG, err);
    throw new ClientError(GOOGLE_AUTH2_INIT_ERROR, 'googleSdkError');
  }
  await new Promise<void>((resolve, reject) =>
    // Not `then(resolve)`: resolving with the GoogleAuth Google passes would adopt it again (see GooglePlatform).
    auth.then(
      () => resolve(),
      (reason) => {
        // The developer needs Google's reason (an origin the client does not allow, cookies blocked); the reader, not.
        console.error(GOOGLE_AUTH2_INIT_ERROR, reason);
        reject(new ClientError(GOOGLE_AUTH2_INIT_ERROR, 'googleSdkError'));
      },
    ),
  );
  return {
    async signIn() {
      // A closed chooser or a refused consent rejects: the reader was not signed in with Google.
      const user = await auth.signIn({ prompt: 'select_account' }).catch(() => {
        throw signInFailed();
      });
      const token = user.getAuthResponse()?.id_token;
      if (!token) throw signInFailed();
      return token;
    },
    accessToken: () => {
      // Google's page-wide instance, as the identity SDK's helper reads it; failing, nobody is signed in here.
      let instance: GoogleAuth;
      try {
        instance = gapi.auth2.getAuthInstance();
      } catch (err) {
        console.error(GOOGLE_AUTH_INSTANCE_LOG, err);
        return undefined;
      }
      if (!instance.isSignedIn.get()) return undefined;
      return instance.currentUser.get().getAuthResponse(true)?.access_token || undefined;
    },
  };
}
