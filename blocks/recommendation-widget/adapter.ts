/** One widget on the page, as the server rendered its container. */
export interface RecoRequest {
  /** The empty element the network fills; it has an id. */
  element: HTMLElement;
  mode: string;
  placement: string;
}

/**
 * The recommendation network behind one small interface, so the page never depends on it: Taboola in production, a
 * fake one in tests and stories (`window.__RECO__ = { adapter: 'fake', account: '…' }`).
 */
export interface RecoAdapter {
  /** Loads the network's library; rejects when it cannot (blocked, offline). */
  load(): Promise<void>;
  /** Asks the network to fill the container. */
  render(request: RecoRequest): Promise<void>;
}

/** Test and story hook, like `window.__ADS__`. */
export interface RecoOverride {
  adapter?: 'fake' | 'taboola';
  /** Stands in for the site's `recommendationAccount`. */
  account?: string;
}
declare global {
  interface Window {
    __RECO__?: RecoOverride;
  }
}
