/** reCAPTCHA v3: the script and its frame (for the page's CSP), limited to Google's /recaptcha/ paths. */
export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';
export const RECAPTCHA_SCRIPT_HOSTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
export const RECAPTCHA_FRAME_HOSTS = ['https://www.google.com/recaptcha/'];
