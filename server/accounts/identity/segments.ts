import { z } from 'zod';
import type { AccountsContext } from '../context';

const TIMEOUT_MS = 5000;
/** Spec 2, 7: the customer-segment service's path under CUSTOMER_SEGMENTS_URL. */
export const SEGMENTS_PATH = '/s3plus/obtenersegmentoscliente';

const answer = z.object({
  data: z.object({ ObtenerSegmentosClienteResult: z.array(z.unknown()).nullable().optional() }),
});

/**
 * The reader's customer segments from the CRM (spec 2, 7: POST {correo} with the service's fixed bearer token).
 * Unconfigured, refused or unreachable, the reader simply has none: a segment only picks marketing messages.
 */
export async function customerSegments(ctx: AccountsContext, email: string): Promise<unknown[]> {
  const { url, token } = ctx.settings.segments;
  if (!url || !token) return [];
  const to = url.replace(/\/+$/, '') + SEGMENTS_PATH;
  try {
    const res = await fetch(to, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ correo: email }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) {
      ctx.log.warn({ url: to, status: res.status }, 'customer-segment service refused');
      return [];
    }
    const parsed = answer.safeParse(await res.json());
    if (!parsed.success) ctx.log.warn({ url: to }, 'customer-segment service answered an unknown shape');
    return parsed.success ? (parsed.data.data.ObtenerSegmentosClienteResult ?? []) : [];
  } catch (err) {
    ctx.log.warn({ url: to, err }, 'customer-segment service unreachable');
    return [];
  }
}
