import { safeReturnPath } from './return-path';

/** Spec 2, 3: the local key where the store keeps the offer the reader was looking at. */
export const OFFER_ID_KEY = 'offerId';

/** Spec 2, 9: the modal goes back to its first panel 0.5 s after it closes. */
export const MODAL_RESET_MS = 500;

export function rememberOfferId(offerId: string): void {
  try {
    localStorage.setItem(OFFER_ID_KEY, offerId);
  } catch {
    // Storage refused (private mode, quota): the offer is only not carried.
  }
}

function storedOfferId(): string | null {
  try {
    return localStorage.getItem(OFFER_ID_KEY);
  } catch {
    return null;
  }
}

interface CloseInput {
  /** A reader is signed in (spec 2, 4: the session's user info is present). */
  loggedIn: boolean;
  /** An article, multimedia, gallery or flip page. */
  contentPage: boolean;
  /** The redirect target the modal was given, if any. */
  redirect: string | null;
  /** The current address, without `form`. */
  current: string;
  offerId?: string | null;
}

/** `path` with `offerId` added, unless it already has one (spec 2, 4). */
export function withOfferId(path: string, offerId: string | null | undefined): string {
  if (!offerId) return path;
  const url = new URL(path, 'http://site.invalid');
  if (url.searchParams.has('offerId')) return path;
  url.searchParams.set('offerId', offerId);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where closing the login modal leads (spec 2, 4): a signed-in reader to the given redirect, else the current
 * address, carrying the stored offer; an anonymous reader on a content page to the home page; anyone else stays.
 */
export function closeTarget({ loggedIn, contentPage, redirect, current, offerId = storedOfferId() }: CloseInput) {
  if (loggedIn) return withOfferId(redirect ? safeReturnPath(redirect) : current, offerId);
  return contentPage ? '/' : current;
}
