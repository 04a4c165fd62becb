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
/**
 * Google's legacy platform library (gapi auth2), for a site whose Google client predates Identity Services
 * (`googleSignIn: 'legacy-platform'` in its settings). Only such a site's CSP names its hosts: the library loads its
 * auth2 module from apis.google.com and checks the session in a frame of accounts.google.com/o/oauth2/.
 */
export const GOOGLE_PLATFORM_SCRIPT = 'https://apis.google.com/js/platform.js';
export const GOOGLE_PLATFORM_SCRIPT_HOSTS = ['https://apis.google.com/'];
export const GOOGLE_PLATFORM_FRAME_HOSTS = ['https://accounts.google.com/o/oauth2/'];
/** Which Google library a site signs in with: Identity Services (the default) or the legacy platform library. */
export const GOOGLE_SIGN_IN_LIBRARIES = ['identity-services', 'legacy-platform'] as const;
/** Spec 2, 10: the Facebook SDK version. */
export const FACEBOOK_SDK_VERSION = 'v3.3';
