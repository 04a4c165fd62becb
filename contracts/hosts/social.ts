/** The social sign-in SDKs the site's forms load (and the page's CSP allows): Google Identity Services, Facebook. */
export const GOOGLE_SIGN_IN_SCRIPT = 'https://accounts.google.com/gsi/client';
export const FACEBOOK_SDK_SCRIPT = 'https://connect.facebook.net/es_LA/sdk.js';
/** Subscribe with Google's library (ui/account/swg/swg-adapter.ts). */
export const SWG_SCRIPT = 'https://news.google.com/swg/js/v1/swg.js';
export const SOCIAL_SCRIPT_HOSTS = [
  'https://accounts.google.com/gsi/',
  'https://connect.facebook.net/',
  'https://news.google.com/swg/',
];
// Facebook's login opens a pop-up window, not a frame.
export const SOCIAL_FRAME_HOSTS = ['https://accounts.google.com/gsi/'];
/** Spec 2, 10: the Facebook SDK version. */
export const FACEBOOK_SDK_VERSION = 'v3.3';
