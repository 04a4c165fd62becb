import { useCallback, useEffect, useState } from 'react';
import { reviewsApi, type ReviewRequest } from './api-reviews';

/**
 * The page's latest review request (pending, returned…), fetched when the page opens, after each save or publish
 * (`status` changes) and when the editor asks (`reload`, after a request).
 */
export function usePageReviews(site: string, id: string, status: string) {
  const [latest, setLatest] = useState<ReviewRequest | undefined>();
  const [stamp, setStamp] = useState(0);
  useEffect(() => {
    let live = true;
    reviewsApi.ofPage(site, id).then(
      (list) => live && setLatest(list[0]),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [site, id, status, stamp]);
  const reload = useCallback(() => setStamp((n) => n + 1), []);
  return { latest, reload };
}
