import { useEffect, useState } from 'react';
import { reviewsApi } from './api-reviews';

/**
 * The ids of the site's pages waiting for a publisher, fetched again whenever the page list is (`pages` changes):
 * no polling of its own.
 */
export function usePagesInReview(site: string, pages: unknown): ReadonlySet<string> {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    let live = true;
    reviewsApi.pagesInReview(site).then(
      (list) => live && setIds(new Set(list.map((p) => p.id))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [site, pages]);
  return ids;
}
