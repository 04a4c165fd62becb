import { z } from 'zod';
import type { AccountsContext } from './context';
import { errors } from './errors';
import type { AccountsSettings } from './settings';

export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const TIMEOUT_MS = 3000;

/** The form a token protects; it is the name of its switch and the reCAPTCHA v3 action the page must use. */
export type CaptchaAction = keyof AccountsSettings['recaptcha'];

const siteverifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

/** Whether `action`'s captcha is on for `site` (a slug; unknown: the switch alone decides). */
export function captchaOn(ctx: AccountsContext, action: CaptchaAction, site?: string): boolean {
  const { sites } = ctx.settings.recaptchaVerify;
  return ctx.settings.recaptcha[action] && (!site || !sites || sites.includes(site));
}

/**
 * Checks the captcha of a form whose switch is on (for the request's site: pass its slug): a missing token is 130001; with RECAPTCHA_SECRET the token
 * is verified with Google (unsuccessful, a low v3 score or another form's action are 130001). When Google
 * cannot be reached the request goes on (logged): an outage of theirs must not stop every login and
 * purchase, and an attacker cannot cause it (docs/decisions/0012).
 */
export async function verifyCaptcha(
  ctx: AccountsContext,
  token: string | undefined,
  action: CaptchaAction,
  remoteIp?: string,
  site?: string,
): Promise<void> {
  if (!captchaOn(ctx, action, site)) return;
  if (!token) throw errors.captcha();
  const { secret, minScore } = ctx.settings.recaptchaVerify;
  if (!secret) return;
  const answer = await siteverify(ctx, secret, token, remoteIp);
  if (!answer) return;
  const lowScore = answer.score !== undefined && answer.score < minScore;
  const otherAction = answer.action !== undefined && answer.action !== action;
  if (!answer.success || lowScore || otherAction) {
    ctx.log.info({ action, score: answer.score, errors: answer['error-codes'] }, 'captcha refused');
    throw errors.captcha();
  }
}

/** Google's answer, or undefined when it could not be had. */
async function siteverify(ctx: AccountsContext, secret: string, token: string, remoteIp?: string) {
  const form = new URLSearchParams({ secret, response: token, ...(remoteIp ? { remoteip: remoteIp } : {}) });
  try {
    const res = await fetch(SITEVERIFY_URL, { method: 'POST', body: form, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!res.ok) throw new Error(`siteverify answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    return siteverifyAnswer.parse(await res.json());
  } catch (err) {
    ctx.log.error({ err }, 'reCAPTCHA siteverify unreachable; the request goes on unchecked');
    return undefined;
  }
}
