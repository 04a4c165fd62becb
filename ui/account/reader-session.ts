import { readerStore } from '../../runtime/context';
import {
  USER_ID_ANALYTICS_KEY,
  USER_INFO_KEY,
  USER_PROFILE_KEY,
  forgetStoredReader,
  readStored,
  setIdentity,
  writeBesideUserInfo,
} from './identity-storage';

/**
 * Where the page remembers that a reader signed in: the identity SDK's USER_INFO key (spec 2, 3), in local storage
 * when 'Recordarme' is on and in session storage otherwise (spec 2, 4). It holds the uuid only: the tokens stay in
 * HttpOnly cookies (`?cookie=true` logins), out of reach of any script on the page.
 */
export { USER_INFO_KEY };

// Plain checks, not zod: this runs on every page, and the loader chunk must stay small.
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

type Fetch = typeof fetch;

/** A sign-in: whatever the page kept of an earlier reader (her segment, profile, renewal data) goes first. */
export function rememberReader(uuid: string, remember: boolean): void {
  forgetReader();
  setIdentity({ uuid }, remember);
}

/** Logout, or a session the server no longer knows: every key of spec 2, 3 that belongs to the reader is removed. */
export function forgetReader(): void {
  forgetStoredReader();
}

/** A sign-in finished by the identity service's redirect (OpenID Connect): the page it returns to asks who. */
const PENDING_KEY = 'ArcId.SIGN_IN_PENDING';

/** Where a Sign in with Apple started (ui/account/social/apple.ts): set only in the tab that left for Apple. */
export const APPLE_RETURN_KEY = 'ArcId.APPLE_RETURN';

export function markSignInPending(): void {
  sessionStorage.setItem(PENDING_KEY, '1');
}

function takeSignInPending(): boolean {
  const pending = sessionStorage.getItem(PENDING_KEY) !== null;
  sessionStorage.removeItem(PENDING_KEY);
  return pending;
}

/** The signed-in reader's uuid from the user info, if any. */
export function readerUuid(): string | undefined {
  const stored = readStored(USER_INFO_KEY);
  if (!stored) return undefined;
  try {
    const info: unknown = JSON.parse(stored);
    return isRecord(info) && typeof info.uuid === 'string' && info.uuid.length > 0 ? info.uuid : undefined;
  } catch {
    return undefined;
  }
}

/** Spec 2, 4: logged in when session storage or local storage holds the user info. */
export const hasReaderMark = (): boolean => readerUuid() !== undefined;

/** The identity service will not renew this session: the page forgets it (spec 2, 4). */
export class SessionEndedError extends Error {}

/**
 * Renews the access token with the refresh cookie (spec 2, 4). The service answers 401 100018 when the request
 * carried no refresh token and 401 300019 when it is expired, spent or revoked: both end the session.
 */
export async function refreshSession(fetchImpl: Fetch = fetch): Promise<void> {
  const res = await fetchImpl('/identity/public/v1/auth/token', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (res.ok) return;
  if (res.status !== 401) throw new Error(String(res.status));
  const answer: unknown = await res.json().catch(() => null);
  const { TOKEN_ERRORS } = await import('./token-errors');
  const missing = isRecord(answer) && answer.code === '100018';
  throw new SessionEndedError(missing ? TOKEN_ERRORS.noRefreshToken : TOKEN_ERRORS.refreshExpired);
}

/** GET with the session cookie; one refresh of an expired access token (spec 2, 4), then the call again. */
async function getWithSession(url: string, fetchImpl: Fetch): Promise<Response> {
  const first = await fetchImpl(url, { credentials: 'same-origin' });
  if (first.status !== 401) return first;
  await refreshSession(fetchImpl);
  return fetchImpl(url, { credentials: 'same-origin' });
}

/**
 * Fills the page's reader state: not logged in without the mark; otherwise the profile, then the active
 * subscriptions (spec 2, 4: loaded only once a profile exists; a failure counts as none). A session the server
 * no longer knows clears the mark.
 */
export async function loadReader(fetchImpl: Fetch = fetch): Promise<void> {
  const pending = takeSignInPending();
  if (!pending && !hasReaderMark()) return readerStore.set({ loggedIn: false, subscriptionStatuses: null });
  try {
    const res = await getWithSession('/identity/public/v1/profile', fetchImpl);
    const body: unknown = res.ok ? await res.json() : undefined;
    // The service signed the reader in with "remember me" on (docs/accounts.md), so the mark goes to local storage.
    if (pending && isRecord(body) && typeof body.uuid === 'string') rememberReader(body.uuid, true);
    if (!isRecord(body)) {
      if (res.status === 401 || res.status === 403) forgetReader();
      // Spec 3, S3-176: a profile that fails to load is logged; a session the server no longer knows is not an error.
      else console.error('No se pudo cargar el perfil del lector', res.status);
      return readerStore.set({ loggedIn: false, subscriptionStatuses: null });
    }
    const firstName = typeof body.firstName === 'string' ? body.firstName : undefined;
    // Spec 2, 3: the profile and the analytics id are kept beside the user info.
    writeBesideUserInfo(USER_PROFILE_KEY, JSON.stringify(body));
    const uuid = readerUuid();
    if (uuid) writeBesideUserInfo(USER_ID_ANALYTICS_KEY, uuid);
    // Statuses known from an earlier load stay until the new ones arrive: no flash of 'No cuenta con una suscripción'.
    readerStore.set({ loggedIn: true, firstName });
    readerStore.set({ subscriptionStatuses: await activeStatuses(fetchImpl) });
  } catch (err) {
    // A session that cannot be renewed is cleared (spec 2, 4); offline or a service down leaves the mark for later.
    if (err instanceof SessionEndedError) forgetReader();
    else console.error('No se pudo cargar el perfil del lector', err);
    readerStore.set({ loggedIn: false, subscriptionStatuses: null });
  }
}

async function activeStatuses(fetchImpl: Fetch): Promise<number[]> {
  const res = await getWithSession('/sales/public/v1/subscription/allactive', fetchImpl).catch((err: unknown) => {
    if (err instanceof SessionEndedError) throw err;
    console.error('No se pudieron cargar las suscripciones del lector', err);
  });
  if (!res) return [];
  if (!res.ok) {
    // Spec 3, S3-177: logged, and counted as no subscription.
    console.error('No se pudieron cargar las suscripciones del lector', res.status);
    return [];
  }
  const list: unknown = await res.json();
  if (!Array.isArray(list)) return [];
  const statuses = list.flatMap((s: unknown) => (isRecord(s) && typeof s.statusID === 'number' ? [s.statusID] : []));
  // Spec 2, 4: sorted by status, ascending.
  return statuses.sort((a, b) => a - b);
}
