import { useCallback, useRef, useState } from 'react';
import type { ListData } from '../runtime/list';

/** One page of a paged list (a block's ListData whose total is known): `next` is absent at the end. */
export type ListPage<T> = ListData<T> & { count: number };

/** Spec 3, 4: the load-more button shows only while next is greater than 0 and less than count. */
export function hasMorePages(next: number | undefined, count: number): next is number {
  return next !== undefined && next > 0 && next < count;
}

/**
 * The one load-more hook (spec 3, 4): an accumulated list, the offset of the next page and a
 * loading flag. `loadPage(offset)` fetches and filters one batch; its items are appended. A failed
 * batch keeps the list as it was and lets the reader try again.
 */
export function useLoadMore<T>(first: ListPage<T>, loadPage: (offset: number) => Promise<ListPage<T>>) {
  const [list, setList] = useState(first);
  const [loading, setLoading] = useState(false);
  // A ref, not the state: a double click must not start a second request before React re-renders.
  const busy = useRef(false);
  const hasMore = hasMorePages(list.next, list.count);

  const loadMore = useCallback(async () => {
    if (busy.current || !hasMorePages(list.next, list.count)) return;
    busy.current = true;
    setLoading(true);
    try {
      const page = await loadPage(list.next);
      setList((prev) => ({ items: [...prev.items, ...page.items], next: page.next, count: page.count }));
    } catch (err) {
      console.warn('load more failed', err);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [list.next, list.count, loadPage]);

  return { items: list.items, next: list.next, count: list.count, loading, hasMore, loadMore };
}
