import { CAPTCHA_MESSAGE, FormError } from './forms/submit';
import { RECAPTCHA_SCRIPT } from '../../contracts/hosts/captcha';
import { identityConfig, textSetting } from './identity-config';

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

let script: Promise<Grecaptcha> | undefined;

/** The captcha's part of the site's switches; undefined when unknown. */
async function captchaConfig(): Promise<CaptchaConfig | undefined> {
  const c = await identityConfig();
  if (!c) return undefined;
  return {
    siteKey: textSetting(c, 'recaptchaSiteKey'),
    on: {
      signin: c.signinRecaptcha === true,
      signup: c.signupRecaptcha === true,
      magicLink: c.magicLinkRecaptcha === true,
      resetPassword: c.resetPasswordRecaptcha === true,
      checkout: c.checkoutRecaptcha === true,
    },
  };
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
