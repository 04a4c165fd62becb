/**
 * The one cookie writer of the browser (spec 1, 5 and 9; spec 2, 4). Values are measured after
 * encoding, as spec 2 words it: 3000 spaces become 9000 characters and are not saved.
 */
export const COOKIE_MAX_LENGTH = 4000;
/** Spec 1, 9: cookies live until 19 Jan 2038 unless they are session cookies. */
export const DEFAULT_COOKIE_EXPIRY = new Date(Date.UTC(2038, 0, 19, 3, 14, 7));

export interface CookieOptions {
  /** A session cookie has no expiry: the browser drops it when it closes. */
  session?: boolean;
  expires?: Date;
  path?: string;
  domain?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

/** The `document.cookie` assignment for a cookie, or null (with a warning) when the value is too large. */
export function cookieString(name: string, value: string, options: CookieOptions = {}): string | null {
  const encoded = encodeURIComponent(value);
  if (encoded.length > COOKIE_MAX_LENGTH) {
    console.warn(`cookie ${name}: value of ${encoded.length} characters not saved (maximum ${COOKIE_MAX_LENGTH})`);
    return null;
  }
  const { session = false, expires = DEFAULT_COOKIE_EXPIRY, path = '/', domain, sameSite = 'Lax', secure } = options;
  return [
    `${encodeURIComponent(name)}=${encoded}`,
    session ? null : `expires=${expires.toUTCString()}`,
    `path=${path}`,
    domain ? `domain=${domain}` : null,
    `SameSite=${sameSite}`,
    secure || sameSite === 'None' ? 'Secure' : null,
  ]
    .filter(Boolean)
    .join('; ');
}

/** Writes a cookie; false when it was not saved because its value is too large. */
export function setCookie(name: string, value: string, options?: CookieOptions, doc: Document = document): boolean {
  const cookie = cookieString(name, value, options);
  if (cookie === null) return false;
  doc.cookie = cookie;
  return true;
}
