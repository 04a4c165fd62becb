import { ACCOUNT_ERROR_TEXTS } from '../../../contracts/account-errors';
import { FormError, sendJson } from '../forms/submit';
import { rememberReader } from '../reader-session';
import { writeBesideUserInfo } from '../identity-storage';
import { SIGNED_IN_WITH_KEY, type SocialSdk } from './sdks';

/**
 * Spec 2, 7: a social login sends the provider's token as `credentials`, an empty `userName` and the provider as
 * `grantType`; it succeeds only when the answer has a uuid (spec 2, 4), and a failure goes to the caller.
 */
export async function socialLogin(sdk: SocialSdk, clientId: string): Promise<string> {
  const credentials = await sdk.signIn(clientId);
  const { uuid } = await sendJson<{ uuid?: unknown }>('/identity/public/v1/auth/login?cookie=true', {
    userName: '',
    credentials,
    grantType: sdk.grantType,
    rememberMe: true,
  });
  if (typeof uuid !== 'string' || !uuid) {
    const code = sdk.grantType === 'google' ? 'googleSignOnError' : 'facebookSignOnError';
    throw new FormError(ACCOUNT_ERROR_TEXTS[code], code);
  }
  rememberReader(uuid, true);
  // The logout signs her out of this provider too (spec 2, 4), on whatever page she leaves from.
  writeBesideUserInfo(SIGNED_IN_WITH_KEY, sdk.grantType);
  return uuid;
}
