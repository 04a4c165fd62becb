/** Spec 3, 2 and 9: the overlay asks for an age over 18. */
export const REQUIRED_AGE = 18;
/** Spec 3, 3: the age confirmation, kept in session storage (a new browser session asks again). */
export const AGE_FLAG = 'ageConfirmation';
const EVENT = 'age-confirmation';

export function ageConfirmed(): boolean {
  try {
    return window.sessionStorage.getItem(AGE_FLAG) === 'true';
  } catch {
    return false; // storage blocked: ask again
  }
}

/** Stores the flag and tells the page (useSyncExternalStore listens). */
export function confirmAge(): void {
  try {
    window.sessionStorage.setItem(AGE_FLAG, 'true');
  } catch {
    // Storage blocked: the overlay still closes for this page view.
  }
  window.dispatchEvent(new Event(EVENT));
}

export function subscribeAge(callback: () => void): () => void {
  window.addEventListener(EVENT, callback);
  return () => window.removeEventListener(EVENT, callback);
}
