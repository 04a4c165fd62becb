/**
 * Third-party hosts embeds may use. One list for the sanitizer (which frames and scripts survive),
 * the embed loader and the page's Content-Security-Policy, so the three never disagree.
 */
export const EMBED_SCRIPT_HOSTS = [
  'https://platform.twitter.com',
  'https://platform.x.com',
  'https://www.instagram.com',
  'https://www.tiktok.com',
];

export const EMBED_FRAME_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://www.instagram.com',
  'https://platform.twitter.com',
  'https://syndication.twitter.com',
  'https://platform.x.com',
  'https://www.tiktok.com',
  'https://open.spotify.com',
  'https://player.vimeo.com',
  'https://www.facebook.com',
  'https://datawrapper.dwcdn.net',
  'https://flo.uri.sh',
];

/** An absolute https address on one of the hosts, normalised (protocol-relative `//x` counts). */
export function allowedUrl(raw: string, hosts: readonly string[]): string | null {
  try {
    const url = new URL(raw.startsWith('//') ? `https:${raw}` : raw);
    return url.protocol === 'https:' && hosts.includes(url.origin) ? url.href : null;
  } catch {
    return null;
  }
}

/** Only http and https addresses (spec 1, 2.4 interstitial links); relative ones are refused. */
export function httpUrl(raw: string): string | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
