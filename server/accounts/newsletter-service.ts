import { NON_PRODUCTION_ENVIRONMENTS } from '../../contracts/paywall';
import type { AccountsContext } from './context';

const TIMEOUT_MS = 5000;

/** The newsletter service's two hosts (NEWSLETTER_SANDBOX_URL, NEWSLETTER_URL). */
export type NewsletterHosts = { sandbox?: string; production?: string };

/** Spec 2, 7: the sandbox host in dev, sandbox or localhost; production anywhere else. */
export function newsletterHost(environment: string, hosts: NewsletterHosts): string | undefined {
  const sandbox = (NON_PRODUCTION_ENVIRONMENTS as readonly string[]).includes(environment);
  return (sandbox ? hosts.sandbox : hosts.production)?.replace(/\/+$/, '');
}

const hostOf = (ctx: AccountsContext) => {
  const { environment, hosts } = ctx.settings.newsletterService;
  return newsletterHost(environment, hosts);
};

async function post(url: string, body: Record<string, unknown>): Promise<unknown> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`newsletter service answered ${res.status}: ${text.slice(0, 300)}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { message: text };
  }
}

/**
 * Spec 2, 7: POST at the path the caller passes, with `{ correo }`: the newsletter sign-up and the data-consent
 * (habeas data) record. Undefined when the service is not configured.
 */
export async function postCorreo(ctx: AccountsContext, path: string, correo: string): Promise<unknown> {
  const host = hostOf(ctx);
  return host ? post(`${host}${path.startsWith('/') ? path : `/${path}`}`, { correo }) : undefined;
}

/** Spec 2, 7: the same host, with a full payload, answers the address held for a subscription id. */
export async function addressBySubscription(
  ctx: AccountsContext,
  subscriptionId: number,
  payload: Record<string, unknown> = {},
): Promise<unknown> {
  const host = hostOf(ctx);
  const { addressPath } = ctx.settings.newsletterService;
  return host && addressPath ? post(`${host}${addressPath}`, { ...payload, subscriptionId }) : undefined;
}

/**
 * A newsletter sign-up given with consent, passed on in the background: the sign-up path, then the consent path
 * (habeas data). The reader's sign-up is saved already; a failure is logged.
 */
export async function forwardNewsletterSignup(ctx: AccountsContext, correo: string): Promise<void> {
  const { signupPath, consentPath } = ctx.settings.newsletterService;
  try {
    for (const path of [signupPath, consentPath]) if (path) await postCorreo(ctx, path, correo);
  } catch (err) {
    ctx.log.warn({ err }, 'newsletter service did not take the sign-up');
  }
}
