import { useCallback, useEffect, useRef, useState } from 'react';
import { api, type PageSummary } from './api';

/** A tab coming back into focus refreshes the list at most this often. */
export const FOCUS_REFRESH_MS = 30_000;

/**
 * The site's pages, fetched once when the home opens, again when the window regains focus (at most once in
 * FOCUS_REFRESH_MS) and when the editor changed something (`reload`). Never on a timer, never on a render: the
 * editor's home once sent 121 requests in 10 idle seconds, as each answer re-created the callback that fetched.
 */
export function usePageList(site: string, onError: (e: unknown) => void) {
  const [pages, setPages] = useState<PageSummary[] | null>(null);
  // The latest handler, read when an answer comes: not a dependency, so a new handler does not fetch again.
  const handler = useRef(onError);
  useEffect(() => {
    handler.current = onError;
  });
  const last = useRef(0);

  const reload = useCallback(() => {
    last.current = Date.now();
    let live = true;
    api.listPages(site).then(
      (list) => live && setPages(list),
      (e: unknown) => live && handler.current(e),
    );
    return () => {
      live = false;
    };
  }, [site]);

  // Once per site (the home is keyed by its site, so another site starts with no list).
  useEffect(reload, [reload]);

  useEffect(() => {
    const onFocus = () => {
      if (Date.now() - last.current >= FOCUS_REFRESH_MS) reload();
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [reload]);

  return { pages, reload };
}
