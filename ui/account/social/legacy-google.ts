import { identityConfig, textSetting, type IdentityConfig } from '../identity-config';
import { SDK_PREFIX } from '../forms/submit';
import { startGooglePlatform, type GooglePlatform } from './google-platform';
import type { SocialSdk } from './sdks';
import { GOOGLE_LOGIN_INIT_LOG } from './google-logs';

/**
 * The identity SDK's legacy Google entry points, kept because page code written against that SDK calls them on a site
 * whose Google client predates Google Identity Services (decision 0056). New code uses the sign-in form's Google
 * button, which picks the site's library by itself.
 */

/** Spec 1, 8 and spec 2, 8, in the identity SDK's words (the deprecation text has no final period). */
export const LEGACY_GOOGLE_HELPER_DEPRECATED = `${SDK_PREFIX.identity} - This method should only be used with legacy Google Sign In. Discontinue use & migrate to new Sign In With Google`;
export const LEGACY_GOOGLE_ONLY = `${SDK_PREFIX.identity} - This method will only work with the legacy Google Sign In. Discontinue use of this method.`;

/** Whether the site signs in with Google's legacy platform library (the identity config's `googleSignIn`). */
export const usesGooglePlatform = (config: IdentityConfig | undefined): boolean =>
  textSetting(config, 'googleSignIn') === 'legacy-platform';

/**
 * Deprecated: starts Google's legacy library with the given client id, else the site's. Says so on the console every
 * time, so a site still on it is reminded to move to Sign In With Google.
 */
export async function initGoogleLogin(clientId?: string): Promise<GooglePlatform> {
  console.warn(LEGACY_GOOGLE_HELPER_DEPRECATED);
  try {
    return await startGooglePlatform(clientId);
  } catch (err) {
    console.error(GOOGLE_LOGIN_INIT_LOG, err);
    throw err;
  }
}

/**
 * The access token of the reader's Google account on this page (undefined while nobody signed in with Google). Only
 * the legacy library has one: on a site using Identity Services this throws, so old page code fails loudly instead of
 * quietly getting nothing.
 */
export async function getGoogleAccessToken(): Promise<string | undefined> {
  if (!usesGooglePlatform(await identityConfig())) throw new Error(LEGACY_GOOGLE_ONLY);
  return (await startGooglePlatform()).accessToken();
}

/** The sign-in form's Google button on a site using the legacy library: the account chooser's ID token. */
export const googlePlatformSdk: SocialSdk = {
  grantType: 'google',
  label: 'Google',
  clientIdKey: 'googleClientId',
  async signIn(given) {
    return (await initGoogleLogin(given)).signIn();
  },
};
