import type { AccountsContext } from '../context';

const TIMEOUT_MS = 5000;

/** One post to the notification service (`path` under NOTIFICATION_URL) or to the data-update service. */
export type ServiceCall =
  | { service: 'notification'; method: 'POST' | 'PATCH'; path: string; body: Record<string, unknown> }
  | { service: 'data-update'; body: Record<string, unknown> };

/** Where a call goes and with which headers; undefined when its service is not configured. */
function target(ctx: AccountsContext, call: ServiceCall): { url: string; headers: Record<string, string> } | undefined {
  const { url, token, dataUpdateUrl } = ctx.settings.notifications;
  const json = { 'Content-Type': 'application/json' };
  if (call.service === 'data-update') return dataUpdateUrl ? { url: dataUpdateUrl, headers: json } : undefined;
  // The service refuses calls without its fixed token, so a URL alone does not switch it on.
  if (!url || !token) return undefined;
  return { url: url.replace(/\/+$/, '') + call.path, headers: { ...json, 'api-token': token } };
}

/** False when neither service is configured: then nothing is looked up or sent. */
export function notificationsEnabled(ctx: AccountsContext): boolean {
  const { url, token, dataUpdateUrl } = ctx.settings.notifications;
  return Boolean((url && token) || dataUpdateUrl);
}

/**
 * Sends one call and never throws: these services are told about what happened, they are not part of it.
 * A refusal is logged with the service's answer, so it can be replayed by hand.
 */
export async function sendToService(ctx: AccountsContext, call: ServiceCall): Promise<boolean> {
  const to = target(ctx, call);
  if (!to) return false;
  const method = call.service === 'data-update' ? 'POST' : call.method;
  const where = { service: call.service, method, url: to.url };
  try {
    const res = await fetch(to.url, {
      method,
      headers: to.headers,
      body: JSON.stringify(call.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.ok) return true;
    const answer = (await res.text()).slice(0, 1000);
    ctx.log.warn({ ...where, status: res.status, answer }, 'notification refused by the service');
  } catch (err) {
    ctx.log.warn({ ...where, err }, 'notification service unreachable');
  }
  return false;
}
