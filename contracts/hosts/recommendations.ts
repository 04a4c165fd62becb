/**
 * The recommendation widget's network (Taboola): its loader, per publisher account, is loaded only on a site with an
 * account and after the reader's consent, never in tests (they use the fake adapter).
 */
export const RECO_SCRIPT_HOSTS = ['https://cdn.taboola.com'];
/** Where the loader asks for recommendations and reports what was seen (the page's CSP). */
export const RECO_CONNECT_HOSTS = ['https://trc.taboola.com', 'https://cdn.taboola.com'];
export const RECO_FRAME_HOSTS = ['https://cdn.taboola.com'];

/** A publisher account is a slug the network gives the site (e.g. 'semana-semana'). */
export const RECO_ACCOUNT_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;

export function recoLoaderUrl(account: string): string {
  return `https://cdn.taboola.com/libtrc/${encodeURIComponent(account)}/loader.js`;
}
