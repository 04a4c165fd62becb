import { readerStore } from '../../runtime/context';
import { forgetReader } from '../../ui/account/reader-session';
import { SIGNED_IN_WITH_KEY, readStored } from '../../ui/account/identity-storage';
import { identityConfig, textSetting } from '../../ui/account/identity-config';
import { emitLogout } from '../../ui/account/logout-events';
import { TOKEN_ERRORS } from '../../ui/account/token-errors';

/** Where 'Cambiar de cuenta' leads once the reader is signed out: the login form, on the home page. */
export const SWITCH_ACCOUNT_TARGET = '/?form=login';

/** Ends the session at the identity service (spec 2, 7: DELETE /v1/auth/token); rejects when it could not. */
async function endSession(): Promise<void> {
  const res = await fetch('/identity/public/v1/auth/token', { method: 'DELETE', credentials: 'same-origin' });
  // Spec 2, 8: no session cookie left; the page still signs the reader out.
  if (res.status === 401) console.warn(TOKEN_ERRORS.alreadyLoggedOut);
  else if (!res.ok) throw new Error(`logout answered ${res.status}`);
}

/** Forgets the reader in this page and at the social providers, and tells the page's logout listeners. */
async function clearSession(): Promise<void> {
  // Loaded on the click: the header would otherwise carry the account error catalogue to every page (JS budget).
  const social = import('../../ui/account/social/sdks');
  const swg = import('../../ui/account/swg/swg-flow');
  const signedInWith = readStored(SIGNED_IN_WITH_KEY);
  forgetReader();
  (await swg).resetSwgDecline(); // spec 2, 4: a new reader may save a Google subscription again
  readerStore.set({ loggedIn: false, firstName: undefined, subscriptionStatuses: null });
  const facebookAppId = async () => textSetting(await identityConfig(), 'facebookAppId');
  await (await social).signOutOfSocialProviders(signedInWith, facebookAppId);
  emitLogout();
}

/** 'Cerrar sesión': signs the reader out, then goes to the home page (spec 1, 4: "Logout: the user is redirected to /"). */
export async function logout(): Promise<void> {
  // A failure changes nothing for the reader: the page signs her out, a stale cookie is refreshed or expires.
  await endSession().catch(() => undefined);
  await clearSession();
  window.location.assign('/');
}

/**
 * 'Cambiar de cuenta' (spec 2, 4): signs the reader out, then opens the login form. A logout that fails during the
 * switch is logged and the session cleared all the same, so the next sign-in starts from nobody.
 */
export async function switchAccount(): Promise<void> {
  await endSession().catch((err: unknown) => console.error('No se pudo cerrar la sesión al cambiar de cuenta', err));
  await clearSession();
  window.location.assign(SWITCH_ACCOUNT_TARGET);
}
