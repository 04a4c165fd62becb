import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { PageReaderState, RenderContext } from './types';

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
 * Per-reader state (login, subscription), shared by the islands of a page. The public page is rendered for nobody
 * and the browser fills this in after hydration; a page the server rendered for its reader (`ctx.reader`, decision
 * 0025) starts from that reader, on the server and in the browser alike.
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

// One state object per page reader: React wants the same snapshot each time it asks.
const pageReaderStates = new WeakMap<PageReaderState, ReaderState>();

/** The reader state of a page rendered for its reader. */
export function readerStateOf(reader: PageReaderState): ReaderState {
  let state = pageReaderStates.get(reader);
  if (!state) {
    state = { loggedIn: true, firstName: reader.firstName, subscriptionStatuses: reader.subscriptionStatuses };
    pageReaderStates.set(reader, state);
  }
  return state;
}

// A public page answers a request without the page-session cookie: to the server, its reader is signed out.
const signedOutRequest: ReaderState = { loggedIn: false, subscriptionStatuses: null };

/**
 * The page's reader. A public page's server render (and the hydration that repeats it) counts the reader unknown
 * (null), unless `publicPageSignedOut` says that render shows the signed-out view (the header's buttons); after
 * hydration the browser's own state counts, which stays unknown until the browser has asked (spec 1, 4).
 */
export function useReader({ publicPageSignedOut = false } = {}): ReaderState {
  const pageReader = useContext(Ctx)?.reader;
  const publicState = publicPageSignedOut ? signedOutRequest : serverReaderState;
  const serverSnapshot = () => (pageReader ? readerStateOf(pageReader) : publicState);
  return useSyncExternalStore(readerStore.subscribe, readerStore.get, serverSnapshot);
}

/**
 * The site's time zone for dates a component draws; Bogotá (the site schema's default) where no page context is
 * given, as in Storybook and a component's own tests.
 */
export function useSiteTimeZone(): string {
  return useContext(Ctx)?.site.timezone ?? 'America/Bogota';
}
