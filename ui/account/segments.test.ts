// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readerStore } from '../../runtime/context';
import { SEGMENTS_DAY_KEY, SEGMENTS_KEY, colombianDay, refreshSegment, trackSegments } from './segments';

const answering = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

afterEach(() => {
  localStorage.clear();
  readerStore.set({ loggedIn: null, subscriptionStatuses: null });
});

describe('segment refresh (spec 2, 4; S2-100, S2-311)', () => {
  it('asks once per Colombian calendar day and stores the first segment', async () => {
    const fetchImpl = answering({ segment: 'renovacion-fallida', segments: ['renovacion-fallida', 'otro'] });
    const morning = Date.parse('2026-11-25T13:00:00Z');
    await refreshSegment(fetchImpl, morning);
    await refreshSegment(fetchImpl, morning + 3 * 3600_000);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(SEGMENTS_KEY)).toBe('"renovacion-fallida"');
    expect(localStorage.getItem(SEGMENTS_DAY_KEY)).toBe('2026-11-25');
    // 01:00 UTC on the 26th is still the 25th in Bogotá; 06:00 UTC is the 26th.
    await refreshSegment(fetchImpl, Date.parse('2026-11-26T01:00:00Z'));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await refreshSegment(fetchImpl, Date.parse('2026-11-26T06:00:00Z'));
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('asks again on the next page when the call failed', async () => {
    const now = Date.parse('2026-11-25T13:00:00Z');
    await refreshSegment(answering({ error: 'x' }, 503), now);
    expect(localStorage.getItem(SEGMENTS_DAY_KEY)).toBeNull();
    localStorage.setItem(SEGMENTS_DAY_KEY, colombianDay(now - 86_400_000));
    const fetchImpl = answering({ segment: null, segments: [] });
    await refreshSegment(fetchImpl, now);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(SEGMENTS_KEY)).toBe('null');
  });

  it('waits for the login and the subscriptions, and never asks for an anonymous reader', async () => {
    const fetchImpl = answering({ segment: 'a', segments: ['a'] });
    const stop = trackSegments(fetchImpl);
    readerStore.set({ loggedIn: false, subscriptionStatuses: null });
    readerStore.set({ loggedIn: true });
    expect(fetchImpl).not.toHaveBeenCalled();
    readerStore.set({ subscriptionStatuses: [1] });
    readerStore.set({ subscriptionStatuses: [1, 3] });
    // Once: the segment, and the reader's settings kept beside it (spec 2, 3: USER_SETTINGS).
    const asked = fetchImpl.mock.calls.map((call: unknown[]) => String(call[0]));
    expect(asked.filter((url) => url.endsWith('/segmentation'))).toHaveLength(1);
    expect(asked.filter((url) => url.endsWith('/user/settings'))).toHaveLength(1);
    stop();
  });
});
