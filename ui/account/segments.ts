import { readerStore } from '../../runtime/context';
import {
  SEGMENTS_DAY_KEY,
  USER_ID_ANALYTICS_KEY,
  USER_PROFILE_KEY,
  USER_SEGMENTS_KEY,
  USER_SETTINGS_KEY,
  readStored,
  writeBesideUserInfo,
} from './identity-storage';

/**
 * Spec 2, 3: the identity SDK's key for the reader's segment, and the day it was last asked. Both belong to the reader
 * who signed in: logout and the next reader's sign-in remove them (forgetReader), so she gets her own segment.
 */
export const SEGMENTS_KEY = USER_SEGMENTS_KEY;
export { SEGMENTS_DAY_KEY };
const SEGMENTATION_URL = '/identity/public/v2/identity/segmentation';

/** The calendar day in Colombia (the sites' time zone), YYYY-MM-DD: a reader in Bogotá asks once per her day. */
export const colombianDay = (now: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date(now));

/**
 * Spec 2, 4 (S2-100, S2-311): asks the customer-segment call at most once per calendar day and stores its first item.
 * A failed call leaves the day unmarked, so the next page tries again.
 */
export async function refreshSegment(fetchImpl: typeof fetch = fetch, now = Date.now()): Promise<void> {
  const today = colombianDay(now);
  if (localStorage.getItem(SEGMENTS_DAY_KEY) === today) return;
  try {
    const res = await fetchImpl(SEGMENTATION_URL, { credentials: 'same-origin' });
    if (!res.ok) return;
    const body = (await res.json()) as { segment?: unknown };
    localStorage.setItem(SEGMENTS_KEY, JSON.stringify(body.segment ?? null));
    localStorage.setItem(SEGMENTS_DAY_KEY, today);
  } catch {
    // Offline: a segment only picks marketing messages, the page does not need it.
  }
}

/** GET `url` once per sign-in and keep its JSON as `key`; `then` sees the answer. Offline: the next page asks again. */
async function keepOnce(fetchImpl: typeof fetch, key: string, url: string, then?: (body: unknown) => void) {
  if (readStored(key) !== null) return;
  try {
    const res = await fetchImpl(url, { credentials: 'same-origin' });
    if (!res.ok) return;
    const body: unknown = await res.json();
    writeBesideUserInfo(key, JSON.stringify(body));
    then?.(body);
  } catch {
    // Nothing on the page needs them now.
  }
}

/**
 * Spec 2, 3: the reader's settings (disqus ssoKey) as USER_SETTINGS, and her profile as USER_PROFILE with her id as
 * userIdAnalytics, once per sign-in. A page the server rendered for its reader (decision 0025) loaded no profile.
 */
export async function rememberSettings(fetchImpl: typeof fetch = fetch): Promise<void> {
  await Promise.all([
    keepOnce(fetchImpl, USER_SETTINGS_KEY, '/identity/public/v1/user/settings'),
    keepOnce(fetchImpl, USER_PROFILE_KEY, '/identity/public/v1/profile', (profile) => {
      const uuid = (profile as { uuid?: unknown } | null)?.uuid;
      if (typeof uuid === 'string' && uuid) writeBesideUserInfo(USER_ID_ANALYTICS_KEY, uuid);
    }),
  ]);
}

/** Refreshes the segment (and keeps the settings) once on this page, when the reader is signed in and her subscriptions are loaded. */
export function trackSegments(fetchImpl: typeof fetch = fetch): () => void {
  let asked = false;
  const check = () => {
    const { loggedIn, subscriptionStatuses } = readerStore.get();
    if (asked || loggedIn !== true || subscriptionStatuses === null) return;
    asked = true;
    void refreshSegment(fetchImpl);
    void rememberSettings(fetchImpl);
  };
  check();
  return readerStore.subscribe(check);
}
