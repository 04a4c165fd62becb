import { OFFER_ID_KEY } from '../../ui/account/modal-close';
import { USER_INFO_KEY, USER_PROFILE_KEY } from '../../ui/account/identity-storage';

/** The identity SDK's profile key, beside its USER_INFO (spec 2, 3). */
export { USER_PROFILE_KEY };

/** Spec 3, 2: the stored user info, the user profile and a third key (the offer the store remembers). */
export const DEBUG_KEYS = [
  { key: USER_INFO_KEY, label: 'Información del usuario' },
  { key: USER_PROFILE_KEY, label: 'Perfil del usuario' },
  { key: OFFER_ID_KEY, label: 'Oferta guardada' },
] as const;

export interface StoredValue {
  key: string;
  label: string;
  /** From session storage first (a sign-in without 'Recordarme'), then local storage; null when neither has it. */
  value: string | null;
}

const read = (key: string) => sessionStorage.getItem(key) ?? localStorage.getItem(key);

/**
 * For useSyncExternalStore: the values as one JSON string (a stable snapshot while nothing changes). The server knows
 * nothing of the browser's storage, so its snapshot has every key empty.
 */
export const storedSnapshot = (): string =>
  JSON.stringify(DEBUG_KEYS.map(({ key, label }) => ({ key, label, value: read(key) })));
export const serverSnapshot = (): string =>
  JSON.stringify(DEBUG_KEYS.map(({ key, label }) => ({ key, label, value: null })));

const listeners = new Set<() => void>();

/** Calls back when another tab changes the storage, or this page clears it. */
export function subscribeStored(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function clearStorage(): void {
  localStorage.clear();
  sessionStorage.clear();
  listeners.forEach((onChange) => onChange());
}
