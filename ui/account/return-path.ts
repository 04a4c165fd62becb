/** Any host works as the base: only the path, query and hash of a same-origin result are kept. */
const BASE = 'https://sitio.invalid';

/**
 * Where a reader may be sent back to after signing in: a path on this site, or '/' when `value` is anything else.
 * The value is resolved with the URL parser first (it drops tabs and newlines and reads `\` as `/`, as browsers
 * do), must stay on the same origin, and the normalised path must not start with `//` or `/\`, which a browser
 * would read as another host (`/.//evil` resolves to the path `//evil`). Shared by the sign-in forms, the login
 * links, the magic link and OpenID Connect's returnTo.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || value.length > 2000) return '/';
  // Only root-relative input: no scheme (`https:evil`, `javascript:`), no `//host`, nothing relative.
  if (!/^\/(?![/\\])/.test(value.trim())) return '/';
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  return /^\/[/\\]/.test(path) || /[\u0000-\u001f]/.test(path) ? '/' : path;
}
