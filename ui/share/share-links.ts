/**
 * The share-link builders of spec 3, 7: the address each network's share page opens in a popup. Each throws the
 * validation message of spec 3, 5 when an input is missing.
 */
export interface ShareInput {
  url?: string;
  title?: string;
  quote?: string;
  hashtag?: string;
  via?: string;
  hashtags?: unknown;
  related?: unknown;
  summary?: string;
  source?: string;
  separator?: string;
}

export type ShareNetwork = 'facebook' | 'twitter' | 'whatsapp' | 'linkedin';

export interface ShareLink {
  href: string;
  width: number;
  height: number;
}

/** Spec 3, 9: popup sizes. */
export const POPUP = { width: 550, height: 400 } as const;
export const LINKEDIN_POPUP = { width: 750, height: 600 } as const;

/** A WhatsApp text with no separator given: title and address apart by a space. */
const DEFAULT_SEPARATOR = ' ';

function requireUrl(network: ShareNetwork, url: string | undefined): string {
  if (!url) throw new Error(`${network}.url`);
  return url;
}

/** Empty values are left out of the address, so the network fills in its own. */
function query(base: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  return `${base}?${search}`;
}

export function facebook({ url, quote, hashtag }: ShareInput): ShareLink {
  const u = requireUrl('facebook', url);
  return { href: query('https://www.facebook.com/sharer/sharer.php', { u, quote, hashtag }), ...POPUP };
}

export function twitter({ url, title, via, hashtags = [], related = [] }: ShareInput): ShareLink {
  const u = requireUrl('twitter', url);
  if (!Array.isArray(hashtags)) throw new Error('twitter.hashtags is not an array');
  if (!Array.isArray(related)) throw new Error('twitter.related is not an array');
  const params = { url: u, text: title, via, hashtags: hashtags.join(','), related: related.join(',') };
  return { href: query('https://twitter.com/share', params), ...POPUP };
}

/** Phones and tablets open the WhatsApp app (api host); desktops open WhatsApp Web. */
export const isMobileAgent = (userAgent: string) =>
  /android|iphone|ipad|ipod|mobile|opera mini|iemobile/i.test(userAgent);

export function whatsapp({ url, title, separator = DEFAULT_SEPARATOR }: ShareInput, userAgent = ''): ShareLink {
  const u = requireUrl('whatsapp', url);
  const host = isMobileAgent(userAgent) ? 'api' : 'web';
  const text = title ? `${title}${separator}${u}` : u;
  return { href: query(`https://${host}.whatsapp.com/send`, { text }), ...POPUP };
}

export function linkedin({ url, title, summary, source }: ShareInput): ShareLink {
  const u = requireUrl('linkedin', url);
  const params = { url: u, mini: 'true', title, summary, source };
  return { href: query('https://www.linkedin.com/shareArticle', params), ...LINKEDIN_POPUP };
}

export const shareLinks: Record<ShareNetwork, (input: ShareInput, userAgent?: string) => ShareLink> = {
  facebook,
  twitter,
  whatsapp,
  linkedin,
};

/**
 * The window.open features of a share popup, centred on the reader's screen. No `noopener`: the page keeps the
 * popup's handle to see it close (watchSharePopup), and cuts the popup's way back instead (`opener = null`).
 */
export function popupFeatures({ width, height }: ShareLink, screen = { width: 0, height: 0 }): string {
  const left = Math.max(0, Math.round((screen.width - width) / 2));
  const top = Math.max(0, Math.round((screen.height - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top}`;
}

/** Spec 1, 9 (S1-249): how often the page checks whether the share popup closed. */
export const SHARE_POPUP_POLL_MS = 1000;

/**
 * Opens a share popup and calls `onClosed` once the reader closes it, checked every SHARE_POPUP_POLL_MS. The network's
 * page cannot reach back into ours. False when the browser blocked the popup.
 */
export function openSharePopup(link: ShareLink, onClosed: () => void, win: Window = window): boolean {
  const popup = win.open(link.href, 'compartir', popupFeatures(link, win.screen));
  if (!popup) return false;
  popup.opener = null;
  const timer = win.setInterval(() => {
    if (!popup.closed) return;
    win.clearInterval(timer);
    onClosed();
  }, SHARE_POPUP_POLL_MS);
  return true;
}
