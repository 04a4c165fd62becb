import { safeReturnPath } from './return-path';

/**
 * Sign-in page `/login-{brand-slug}/`; `?register=1` opens account creation (spec 1, 2.2). From any page but the
 * home page, `redirect` brings the reader back to it once signed in.
 */
export function loginHref(slug: string, from = '/', register = false): string {
  const query = new URLSearchParams();
  if (register) query.set('register', '1');
  const back = safeReturnPath(from);
  if (back !== '/' && !back.startsWith('/login-')) query.set('redirect', back);
  const search = query.toString();
  return `/login-${slug}/${search ? `?${search}` : ''}`;
}
