import { isSafeLink } from '../../runtime/safe-link';

/**
 * Where the redirect may send the reader: a path of this site, or an https address on one of its own hosts. Anything
 * else is refused, so a page config can never turn the site into an open redirect.
 */
export function allowedTarget(url: string, hosts: readonly string[]): string | null {
  // The editors' one link rule first: `/\evil.example` looks like a path and is another host to a browser.
  if (!isSafeLink(url)) return null;
  if (url.startsWith('/')) return url;
  const parsed = new URL(url);
  return hosts.includes(parsed.hostname) ? parsed.href : null;
}

/**
 * The destination with the request's query string (utm_source and the like) kept. A parameter the destination
 * already sets keeps the destination's value (decision 0029); the fragment stays the destination's.
 */
export function withQuery(target: string, search: string): string {
  const base = 'https://same-site.invalid';
  const url = new URL(target, base);
  for (const [key, value] of new URLSearchParams(search)) {
    if (!url.searchParams.has(key)) url.searchParams.append(key, value);
  }
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
