import type { AdContext } from './context';
import type { AdSize } from './sizes';

/** One ad slot on the page, as the server rendered it (see ui/AdSlot.tsx). */
export interface AdRequest {
  element: HTMLElement;
  slot: string;
  size: AdSize;
  /** The page the slot is on (spec 1, 2.2): the ad unit and its targeting say so. */
  context: AdContext;
}

/**
 * The ad network behind one small interface, so the page never depends on it: the real one
 * (Google Publisher Tag) in production, a fake one in tests and stories.
 */
export interface AdAdapter {
  /** Loads the network's library; rejects when it cannot (blocked, offline). */
  load(): Promise<void>;
  /** Asks for a creative for the slot. Resolves with its height in pixels, or null when unfilled. */
  display(request: AdRequest): Promise<number | null>;
}
