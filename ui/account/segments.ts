import { readerStore } from '../../runtime/context';

/** Spec 2, 3: the identity SDK's key for the reader's segment, and the day it was last asked. */
export const SEGMENTS_KEY = 'ArcId.USER_SEGMENTS';
export const SEGMENTS_DAY_KEY = 'currentlocaldate';
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

/** Refreshes the segment once on this page, when the reader is signed in and her subscriptions are loaded. */
export function trackSegments(fetchImpl: typeof fetch = fetch): () => void {
  let asked = false;
  const check = () => {
    const { loggedIn, subscriptionStatuses } = readerStore.get();
    if (asked || loggedIn !== true || subscriptionStatuses === null) return;
    asked = true;
    void refreshSegment(fetchImpl);
  };
  check();
  return readerStore.subscribe(check);
}
