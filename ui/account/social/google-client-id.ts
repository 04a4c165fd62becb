import { identityConfig, textSetting } from '../identity-config';
import { ClientError, SDK_PREFIX } from '../forms/submit';

const GOOGLE_ID_SUFFIX = '.apps.googleusercontent.com';

/** Spec 1, 8 and spec 2, 8, in the identity SDK's words (it names the method that takes a client id). */
export const GOOGLE_CLIENT_ID_NOT_FOUND = `${SDK_PREFIX.identity} - Google Client ID not found, please add one in settings or explicitly pass one to the initGoogleLogin method.`;

/**
 * The Google client id a sign-in starts with: the one given, else the site's (the identity config, asked once per
 * page; its first when it lists several), with '.apps.googleusercontent.com' added when missing (spec 1, 5). None
 * at all fails before Google's script loads; the reader sees 'No fue posible ingresar con Google.'.
 */
export async function googleClientId(given?: string): Promise<string> {
  const id =
    given ||
    textSetting(await identityConfig(), 'googleClientId')
      .split(',')[0]
      .trim();
  if (!id) throw new ClientError(GOOGLE_CLIENT_ID_NOT_FOUND, 'googleSignOnError');
  return id.endsWith(GOOGLE_ID_SUFFIX) ? id : `${id}${GOOGLE_ID_SUFFIX}`;
}
