import { readerStore } from '../../runtime/context';
import { forgetReader } from '../../ui/account/reader-session';
import { emitLogout } from '../../ui/account/logout-events';
import { TOKEN_ERRORS } from '../../ui/account/token-errors';

/**
 * Ends the session at the identity service (spec 2, 7: DELETE /v1/auth/token), forgets the reader
 * in this page and at the social providers, tells the page's logout listeners, then goes to the home page (spec 1, 4: "Logout: the user is redirected to /").
 */
export async function logout(): Promise<void> {
  // Loaded on the click: the header would otherwise carry the account error catalogue to every page (JS budget).
  const social = import('../../ui/account/social/sdks');
  const swg = import('../../ui/account/swg/swg-flow');
  try {
    const res = await fetch('/identity/public/v1/auth/token', { method: 'DELETE', credentials: 'same-origin' });
    // Spec 2, 8: no session cookie left; the page still signs the reader out below.
    if (res.status === 401) console.warn(TOKEN_ERRORS.alreadyLoggedOut);
  } catch {
    // The redirect still signs the reader out of this page; a stale cookie is refreshed or expires.
  }
  forgetReader();
  (await swg).resetSwgDecline(); // spec 2, 4: a new reader may save a Google subscription again
  readerStore.set({ loggedIn: false, firstName: undefined, subscriptionStatuses: null });
  (await social).signOutOfSocialProviders();
  emitLogout();
  window.location.assign('/');
}
