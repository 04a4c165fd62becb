import { useMemo, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * The address's query in the browser; empty on the server and while hydrating, so both render the same (pages are
 * cached alike for everyone and never depend on who asked with which query).
 */
export function useQuery(): URLSearchParams {
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => '',
  );
  return useMemo(() => new URLSearchParams(search), [search]);
}
