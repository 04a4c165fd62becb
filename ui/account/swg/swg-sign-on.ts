import { ACCOUNT_ERROR_TEXTS } from '../../../contracts/account-errors';
import { sendJson, FormError } from '../forms/submit';
import { readerUuid, rememberReader } from '../reader-session';
import { identityLogin } from '../service/login-answer';

const I = '/identity/public/v1';

/** Spec 2, 3: the token check result. */
export type TokenCheck = { exists?: boolean; profileId?: string };

/** Is an account of ours linked to the Google identity of this ID token? A failed check counts as no. */
const checkLogin = (idToken: string) =>
  sendJson<TokenCheck>(`${I}/swg/checkloginexists`, { token: idToken }).catch(() => ({}) as TokenCheck);

/** The `google` login grant: signs the reader on, or links Google to the reader signed in already. */
async function googleLogin(idToken: string): Promise<void> {
  const failure = new FormError(ACCOUNT_ERROR_TEXTS.googleSignOnError, 'googleSignOnError');
  const { uuid } = await identityLogin(
    { userName: '', credentials: idToken, grantType: 'google', rememberMe: true },
    failure,
  );
  rememberReader(uuid, true);
}

/** Moves the Google identity from the account that holds it to the signed-in reader (a short SwG token proves them). */
async function relink(idToken: string): Promise<void> {
  const { accessToken } = await sendJson<{ accessToken: string }>(`${I}/swg/accesstoken`, undefined, 'GET');
  const path = `${I}/swg/${encodeURIComponent(accessToken)}/relink/${encodeURIComponent(idToken)}`;
  await sendJson(path, undefined, 'GET');
}

/**
 * Spec 2, 4: after a Google payment, the Google user is matched with our accounts. Signed out: sign on with the ID
 * token. Signed in: nothing when the Google identity is already this reader's; relink when another account holds
 * it; otherwise link it to this reader.
 */
export async function signOnOrRelink(idToken: string): Promise<void> {
  const found = await checkLogin(idToken);
  const reader = readerUuid();
  if (!reader) return googleLogin(idToken);
  if (found.exists && found.profileId === reader) return;
  return found.exists ? relink(idToken) : googleLogin(idToken);
}
