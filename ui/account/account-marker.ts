import { entitles } from '../../contracts/entitlement';
import { readerStore, type ReaderState } from '../../runtime/context';

/** Spec 1, 4 (S1-153): who reads the page, for the analytics account marker. */
export type AccountMarker = 'paid' | 'logged-in' | 'anonymous';

/** The marker once it is known: null while the login or, for a signed-in reader, the subscriptions are unknown. */
export function accountMarker(state: ReaderState): AccountMarker | null {
  if (state.loggedIn === false) return 'anonymous';
  if (state.loggedIn !== true || state.subscriptionStatuses === null) return null;
  // Status 5 (a payment waiting for its 3-D Secure check) does not open the paywall, so it is not paid yet.
  return entitles(state.subscriptionStatuses) ? 'paid' : 'logged-in';
}

type AnalyticsWindow = Window & { dataLayer?: Record<string, unknown>[] };

/**
 * Keeps the marker on `<html data-account>` and tells the analytics data layer each time it changes (sign-in, logout,
 * a subscription bought in the page), so a tag manager reads it without knowing our reader store.
 */
export function trackAccountMarker(win: AnalyticsWindow = window): () => void {
  let last: AccountMarker | null = null;
  const update = () => {
    const marker = accountMarker(readerStore.get());
    if (!marker || marker === last) return;
    last = marker;
    win.document.documentElement.dataset.account = marker;
    (win.dataLayer ??= []).push({ event: 'account', account: marker });
  };
  update();
  return readerStore.subscribe(update);
}
