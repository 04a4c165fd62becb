// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { readerStore } from '../../runtime/context';
import { accountMarker, trackAccountMarker } from './account-marker';

afterEach(() => readerStore.set({ loggedIn: null, firstName: undefined, subscriptionStatuses: null }));

describe('the analytics account marker (spec 1, 4)', () => {
  it('is paid for a subscriber, logged-in without a subscription, anonymous when not signed in', () => {
    expect(accountMarker({ loggedIn: true, subscriptionStatuses: [1] })).toBe('paid');
    expect(accountMarker({ loggedIn: true, subscriptionStatuses: [2] })).toBe('logged-in');
    expect(accountMarker({ loggedIn: true, subscriptionStatuses: [5] })).toBe('logged-in');
    expect(accountMarker({ loggedIn: false, subscriptionStatuses: null })).toBe('anonymous');
    // Unknown until the page knows who reads it.
    expect(accountMarker({ loggedIn: null, subscriptionStatuses: null })).toBeNull();
    expect(accountMarker({ loggedIn: true, subscriptionStatuses: null })).toBeNull();
  });

  it('marks the page and the data layer once per change, as the reader becomes known', () => {
    const win = window as Window & { dataLayer?: Record<string, unknown>[] };
    win.dataLayer = [];
    const stop = trackAccountMarker(win);
    expect(document.documentElement.dataset.account).toBeUndefined();
    readerStore.set({ loggedIn: true, firstName: 'Laura' });
    readerStore.set({ subscriptionStatuses: [1] });
    readerStore.set({ firstName: 'Laura M.' });
    readerStore.set({ loggedIn: false, subscriptionStatuses: null });
    stop();
    expect(win.dataLayer).toEqual([
      { event: 'account', account: 'paid' },
      { event: 'account', account: 'anonymous' },
    ]);
    expect(document.documentElement.dataset.account).toBe('anonymous');
  });
});
