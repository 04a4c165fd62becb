import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the island hydrates, true from the browser's first render after that: for what the
 * server cannot render as the browser will (lazy code, a button that works only once its island runs).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
