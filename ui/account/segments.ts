import { readerStore } from '../../runtime/context';
import {
  SEGMENTS_DAY_KEY,
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

/** Spec 2, 3: the reader's settings (disqus ssoKey), asked once per sign-in and kept as USER_SETTINGS. */
export async function rememberSettings(fetchImpl: typeof fetch = fetch): Promise<void> {
  if (readStored(USER_SETTINGS_KEY) !== null) return;
  try {
    const res = await fetchImpl('/identity/public/v1/user/settings', { credentials: 'same-origin' });
    if (res.ok) writeBesideUserInfo(USER_SETTINGS_KEY, JSON.stringify(await res.json()));
  } catch {
    // Offline: nothing on the page needs them now; the next page asks again.
  }
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
