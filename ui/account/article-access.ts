import { entitles } from '../../contracts/entitlement';
import { readerStore, type ReaderState } from '../../runtime/context';
import type { PageReaderState } from '../../runtime/types';

/** Spec 1, 4 (S1-159, S1-160): the article's classes while the reader's subscription is unknown, and without one. */
export const PENDING_CLASS = 'article-body--pending';
export const NO_SUBSCRIBERS_CLASS = 'article-body--no-subscribers';

/**
 * The class the server gives the article: the public page does not know its reader yet (pending); a page rendered
 * for its reader (decision 0025) knows whether she subscribes.
 */
export function accessClass(reader: PageReaderState | undefined): string | undefined {
  if (!reader) return PENDING_CLASS;
  return entitles(reader.subscriptionStatuses) ? undefined : NO_SUBSCRIBERS_CLASS;
}

/** Whether the subscription is known, and whether she reads as a subscriber; null while unknown. */
function subscribed(state: ReaderState): boolean | null {
  if (state.loggedIn === false) return false;
  if (state.loggedIn !== true || state.subscriptionStatuses === null) return null;
  return entitles(state.subscriptionStatuses);
}

/** Sets the classes on every article body of the page from the reader state (also after the premium body swap). */
export function applyArticleAccess(state: ReaderState = readerStore.get(), root: ParentNode = document): void {
  const known = subscribed(state);
  if (known === null) return;
  root.querySelectorAll<HTMLElement>('.article-body').forEach((el) => {
    el.classList.remove(PENDING_CLASS);
    el.classList.toggle(NO_SUBSCRIBERS_CLASS, !known);
  });
}

/** Keeps the classes in step with the reader (login, logout, a subscription bought in the page). */
export function trackArticleAccess(): () => void {
  applyArticleAccess();
  return readerStore.subscribe(() => applyArticleAccess());
}
