/** Google Publisher Tag, the ad network's library; loaded only after consent, never in tests. */
export const GPT_URL = 'https://securepubads.g.doubleclick.net/tag/js/gpt.js';

/** Hosts the ad library loads scripts from and draws creatives in (for the page's CSP). */
export const AD_SCRIPT_HOSTS = [
  'https://securepubads.g.doubleclick.net',
  'https://pagead2.googlesyndication.com',
  'https://tpc.googlesyndication.com',
];
export const AD_FRAME_HOSTS = [
  'https://securepubads.g.doubleclick.net',
  'https://tpc.googlesyndication.com',
  'https://googleads.g.doubleclick.net',
];
export const AD_CONNECT_HOSTS = ['https://securepubads.g.doubleclick.net', 'https://pagead2.googlesyndication.com'];

/**
 * A test ad account's creatives (issue 28, S1-206): pictures the site serves itself at `{path}/{width}x{height}.svg`,
 * one per named ad format (ui/ads/sizes.ts), so the placements show without any ad network.
 */
export const LOCAL_CREATIVE_PATH = '/anuncios/prueba';
export const localCreativeUrl = (width: number, height: number) => `${LOCAL_CREATIVE_PATH}/${width}x${height}.svg`;
