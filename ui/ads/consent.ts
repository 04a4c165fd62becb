/**
 * The reader's choice about ads and third-party scripts (Colombia's Ley 1581 de 2012 asks for
 * prior, informed consent). Stored in this browser only; nothing is sent to the server.
 */
export type Consent = 'aceptado' | 'rechazado';

const KEY = 'consentimiento-terceros';
const EVENT = 'consentimiento-terceros';

export function readConsent(): Consent | null {
  try {
    const value = window.localStorage.getItem(KEY);
    return value === 'aceptado' || value === 'rechazado' ? value : null;
  } catch {
    return null; // storage blocked: ask again, load nothing
  }
}

export function saveConsent(consent: Consent): void {
  try {
    window.localStorage.setItem(KEY, consent);
  } catch {
    // The choice still holds for this page view.
  }
  window.dispatchEvent(new CustomEvent<Consent>(EVENT, { detail: consent }));
}

/** Calls back once the reader accepts (at once when they already had). */
export function whenAccepted(callback: () => void): void {
  if (readConsent() === 'aceptado') return callback();
  const listen = (event: Event) => {
    if ((event as CustomEvent<Consent>).detail !== 'aceptado') return;
    window.removeEventListener(EVENT, listen);
    callback();
  };
  window.addEventListener(EVENT, listen);
}

/** For useSyncExternalStore: calls back on every choice made in this page. */
export function subscribeConsent(callback: () => void): () => void {
  window.addEventListener(EVENT, callback);
  return () => window.removeEventListener(EVENT, callback);
}
