import { useEffect, useState } from 'react';
import { useReader } from '../../runtime/context';
import { entitles } from '../../contracts/entitlement';
import type { GallerySlide } from './slide-image';

/**
 * What a locked gallery shows this reader (spec 1, 4): a signed-out reader (or one not known yet, as in the cached
 * HTML) the blur modal; a signed-in reader without access the subscribe promo; an entitled reader (statuses 1, 3, 4)
 * every picture, once they arrive. `checking` while the subscriptions or the pictures are on their way.
 */
export type GalleryAccess =
  { view: 'visitor' } | { view: 'checking' } | { view: 'promo' } | { view: 'open'; items?: GallerySlide[] };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Every picture of a locked gallery, from the private premium answer; null when it is refused or fails. */
export async function fetchGallerySlides(id: string, fetchImpl: typeof fetch = fetch): Promise<GallerySlide[] | null> {
  try {
    const res = await fetchImpl(`/api/premium/${encodeURIComponent(id)}/gallery`, { credentials: 'same-origin' });
    if (!res.ok) return null;
    const body: unknown = await res.json();
    if (!isRecord(body) || !Array.isArray(body.items) || !body.items.every(isRecord)) return null;
    return body.items as GallerySlide[];
  } catch {
    // Offline or refused: the reader keeps the locked view, never a half-shown gallery.
    return null;
  }
}

export function useGalleryAccess(lockedId: string | undefined): GalleryAccess {
  const reader = useReader();
  const entitled = entitles(reader.subscriptionStatuses);
  const [answer, setAnswer] = useState<{ id: string; items: GallerySlide[] | null } | null>(null);
  useEffect(() => {
    if (!lockedId || !entitled) return;
    let live = true;
    void fetchGallerySlides(lockedId).then((items) => {
      if (live) setAnswer({ id: lockedId, items });
    });
    return () => {
      live = false;
    };
  }, [lockedId, entitled]);

  if (!lockedId) return { view: 'open' };
  if (reader.loggedIn !== true) return { view: 'visitor' };
  if (reader.subscriptionStatuses === null) return { view: 'checking' };
  if (!entitled) return { view: 'promo' };
  if (answer?.id !== lockedId) return { view: 'checking' };
  return answer.items ? { view: 'open', items: answer.items } : { view: 'promo' };
}
