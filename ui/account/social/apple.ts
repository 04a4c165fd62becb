import { FormError, sendJson } from '../forms/submit';
import { APPLE_RETURN_KEY, rememberReader } from '../reader-session';
import { safeReturnPath } from '../return-path';

/**
 * Sign in with Apple (decision 0027): Apple posts its code to the identity service (`/v1/apple/auth`), which hands
 * it to the site's return page in the query; that page exchanges it with the login call (grant type apple). The
 * reader's own destination waits in session storage (APPLE_RETURN_KEY), which survives the trip in the same tab.
 */

/** Leaves for Apple's authorization page (the URL the service signs, a JSON string). */
export async function startAppleSignIn(redirect: string): Promise<void> {
  const url = await sendJson<unknown>('/identity/public/v1/apple/authurl', undefined, 'GET');
  if (typeof url !== 'string') throw new FormError('No fue posible ingresar con Apple.');
  sessionStorage.setItem(APPLE_RETURN_KEY, redirect);
  window.location.assign(url);
}

/**
 * On the page Apple's code comes back to: signs the reader in with it and goes on to where the sign-in started.
 * Only a tab that left for Apple does anything (no code in a shared link signs anyone in); `false` when this
 * page stays.
 */
export async function finishAppleSignIn(): Promise<boolean> {
  const redirect = sessionStorage.getItem(APPLE_RETURN_KEY);
  if (redirect === null) return false;
  sessionStorage.removeItem(APPLE_RETURN_KEY);
  const here = new URL(window.location.href);
  const code = here.searchParams.get('code');
  if (!code) return false;
  // The code is single use: it leaves the address bar (and the history) whatever the answer.
  here.searchParams.delete('code');
  window.history.replaceState(null, '', here.pathname + here.search + here.hash);
  try {
    const { uuid } = await sendJson<{ uuid?: unknown }>('/identity/public/v1/auth/login?cookie=true', {
      userName: '',
      credentials: code,
      grantType: 'apple',
      rememberMe: true,
    });
    if (typeof uuid !== 'string' || !uuid) return false;
    rememberReader(uuid, true);
  } catch {
    return false;
  }
  const target = safeReturnPath(redirect);
  if (target === here.pathname + here.search) return false;
  window.location.replace(target);
  return true;
}
