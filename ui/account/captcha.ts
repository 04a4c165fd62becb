import { CAPTCHA_MESSAGE, FormError } from './forms/submit';
import { RECAPTCHA_SCRIPT } from '../../contracts/hosts/captcha';

export { CAPTCHA_MESSAGE };

/** The forms a captcha protects; each is also the reCAPTCHA v3 action the server expects. */
export type CaptchaAction = 'signin' | 'signup' | 'magicLink' | 'resetPassword' | 'checkout';

interface Grecaptcha {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

interface CaptchaConfig {
  siteKey: string;
  on: Partial<Record<CaptchaAction, boolean>>;
}

let config: Promise<CaptchaConfig | undefined> | undefined;
let script: Promise<Grecaptcha> | undefined;

/** The site's switches (GET /identity/public/v1/config), once per page; undefined when unknown. */
function captchaConfig(): Promise<CaptchaConfig | undefined> {
  config ??= fetch('/identity/public/v1/config', { credentials: 'same-origin' })
    .then((res) => (res.ok ? (res.json() as Promise<Record<string, unknown>>) : undefined))
    .then((c) =>
      c
        ? {
            siteKey: typeof c.recaptchaSiteKey === 'string' ? c.recaptchaSiteKey : '',
            on: {
              signin: c.signinRecaptcha === true,
              signup: c.signupRecaptcha === true,
              magicLink: c.magicLinkRecaptcha === true,
              resetPassword: c.resetPasswordRecaptcha === true,
              checkout: c.checkoutRecaptcha === true,
            },
          }
        : undefined,
    )
    .catch(() => undefined)
    .then((c) => {
      if (!c) config = undefined; // not known this time: the next submit asks again
      return c;
    });
  return config;
}

/** Adds Google's script once (v3: `?render=` the site key) and waits until it is ready. */
function loadScript(siteKey: string): Promise<Grecaptcha> {
  script ??= new Promise<Grecaptcha>((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = `${RECAPTCHA_SCRIPT}?render=${encodeURIComponent(siteKey)}`;
    tag.async = true;
    tag.onload = () => {
      const g = window.grecaptcha;
      if (g) g.ready(() => resolve(g));
      else reject(new Error('grecaptcha missing'));
    };
    tag.onerror = () => reject(new Error('grecaptcha failed to load'));
    document.head.append(tag);
  }).catch((err: unknown) => {
    script = undefined; // a later submit tries again
    throw err;
  });
  return script;
}

/**
 * The reCAPTCHA v3 token for `action` when the site has that form's captcha on, else undefined. Send it as the
 * form's `recaptchaToken` (sales calls: `recaptcha-token`). A widget that cannot load or answer is a FormError
 * with the Spanish message, so forms show it like any other failure.
 */
export async function getCaptchaToken(action: CaptchaAction): Promise<string | undefined> {
  const settings = await captchaConfig();
  if (!settings?.on[action] || !settings.siteKey) return undefined;
  try {
    const g = await loadScript(settings.siteKey);
    return await g.execute(settings.siteKey, { action });
  } catch {
    throw new FormError(CAPTCHA_MESSAGE);
  }
}
