import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { RenderContext } from './types';

const Ctx = createContext<RenderContext | null>(null);

export function RenderContextProvider({ value, children }: { value: RenderContext; children?: ReactNode }) {
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

/** Site properties and request facts, shared by every island of the page. */
export function useRenderContext(): RenderContext {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('useRenderContext outside RenderContextProvider');
  return ctx;
}

/**
 * Per-reader state (login, subscription), shared by the islands of a page. Never rendered on the
 * server: the HTML is the same for every reader and the browser fills this in after hydration.
 */
export interface ReaderState {
  loggedIn: boolean | null;
  firstName?: string;
  subscriptionStatuses: number[] | null;
}

let readerState: ReaderState = { loggedIn: null, subscriptionStatuses: null };
const listeners = new Set<() => void>();
const serverReaderState: ReaderState = { loggedIn: null, subscriptionStatuses: null };

export const readerStore = {
  get: () => readerState,
  set(next: Partial<ReaderState>) {
    readerState = { ...readerState, ...next };
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useReader(): ReaderState {
  return useSyncExternalStore(readerStore.subscribe, readerStore.get, () => serverReaderState);
}
