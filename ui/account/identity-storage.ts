import { setCookie } from '../format/cookies';

/**
 * The browser storage of spec 2, 3: the identity SDK's entries under its prefix, and the page's other local keys.
 * Plain code, no zod: this runs on every page (the loader chunk stays small).
 */
export const IDENTITY_PREFIX = 'ArcId.';
export const USER_INFO_KEY = `${IDENTITY_PREFIX}USER_INFO`;
export const USER_PROFILE_KEY = `${IDENTITY_PREFIX}USER_PROFILE`;
export const USER_SETTINGS_KEY = `${IDENTITY_PREFIX}USER_SETTINGS`;
export const AMP_READER_ID_KEY = `${IDENTITY_PREFIX}AMP_READER_ID`;
export const USER_SEGMENTS_KEY = `${IDENTITY_PREFIX}USER_SEGMENTS`;
/** Spec 2, 3: the signed-in reader's id for the analytics tags. */
export const USER_ID_ANALYTICS_KEY = 'userIdAnalytics';
/** Spec 2, 3: the day the segment was last asked (ui/account/segments.ts). */
export const SEGMENTS_DAY_KEY = 'currentlocaldate';

/** Spec 2, 3: the reader's renewal data (ui/account/renewal-data.ts). */
export const RENEWAL_DATA_KEY = 'RenewalData';
/** Which provider's SDK signed the reader in: her logout signs her out of it (spec 2, 4). */
export const SIGNED_IN_WITH_KEY = `${IDENTITY_PREFIX}SIGNED_IN_WITH`;

/** Spec 2, 3: the identity record. The tokens travel as HttpOnly cookies (decision 0025): never kept by the page. */
export interface IdentityRecord {
  uuid?: string | null;
  accessToken?: string | null;
  refreshToken?: string | null;
  impersonator?: string | null;
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value !== '';

/** Web storage, or undefined when the browser refuses it (private mode, storage turned off). */
function storage(kind: 'local' | 'session'): Storage | undefined {
  try {
    const store = kind === 'local' ? window.localStorage : window.sessionStorage;
    store.setItem(`${IDENTITY_PREFIX}test`, '1');
    store.removeItem(`${IDENTITY_PREFIX}test`);
    return store;
  } catch {
    return undefined;
  }
}

function readCookie(key: string): string | null {
  const name = `${encodeURIComponent(key)}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(name));
  return found ? decodeURIComponent(found.slice(name.length)) : null;
}

function removeCookie(key: string): void {
  if (readCookie(key) !== null)
    document.cookie = `${encodeURIComponent(key)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

/** A stored entry: session storage first (a sign-in without 'Recordarme'), then local storage, then the cookie. */
export function readStored(key: string): string | null {
  return storage('session')?.getItem(key) ?? storage('local')?.getItem(key) ?? readCookie(key);
}

/**
 * Spec 2, 4: session storage when 'Recordarme' is off; local storage otherwise, or a cookie when the browser refuses
 * web storage (a session cookie without 'Recordarme'; the 4000-character rule and the 2038 expiry of the writer).
 */
export function writeStored(key: string, value: string, remember: boolean): void {
  removeStored(key);
  const store = storage(remember ? 'local' : 'session');
  if (store) store.setItem(key, value);
  else setCookie(key, value, { session: !remember });
}

export function removeStored(key: string): void {
  storage('local')?.removeItem(key);
  storage('session')?.removeItem(key);
  removeCookie(key);
}

/** Where the reader's user info is kept now: local (or a lasting cookie) unless only session storage holds it. */
const remembered = () => storage('session')?.getItem(USER_INFO_KEY) == null;

/** Keeps a value beside the user info, in the same place (a 'Recordarme' sign-in keeps everything in local storage). */
export const writeBesideUserInfo = (key: string, value: string) => writeStored(key, value, remembered());

/**
 * Spec 2, 3 (S2-048): stores the identity record as USER_INFO, or removes it when the record has none of uuid,
 * accessToken, refreshToken and impersonator. The page keeps uuid and impersonator; the tokens stay in cookies.
 */
export function setIdentity(record: IdentityRecord, remember: boolean): void {
  const { uuid, accessToken, refreshToken, impersonator } = record;
  if (![uuid, accessToken, refreshToken, impersonator].some(present)) return removeStored(USER_INFO_KEY);
  const kept = { ...(present(uuid) ? { uuid } : {}), ...(present(impersonator) ? { impersonator } : {}) };
  writeStored(USER_INFO_KEY, JSON.stringify(kept), remember);
}

/** Everything the page keeps about one reader: a logout or another reader's sign-in removes it all (spec 2, 4). */
export const READER_KEYS = [
  USER_INFO_KEY,
  USER_PROFILE_KEY,
  USER_SETTINGS_KEY,
  AMP_READER_ID_KEY,
  USER_SEGMENTS_KEY,
  USER_ID_ANALYTICS_KEY,
  SEGMENTS_DAY_KEY,
  SIGNED_IN_WITH_KEY,
  RENEWAL_DATA_KEY,
] as const;

export function forgetStoredReader(): void {
  READER_KEYS.forEach(removeStored);
}
