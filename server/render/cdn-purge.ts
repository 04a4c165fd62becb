import type { Logger } from 'pino';

export interface CdnPurgeSettings {
  /** The CDN's surrogate-key purge endpoint (CDN_PURGE_URL), e.g. Fastly's `…/service/{id}/purge`. */
  url: string;
  /** Its API token (CDN_PURGE_TOKEN). */
  token: string;
  timeoutMs?: number;
}

/** Fastly's batch purge takes at most 256 keys a call. */
const KEYS_PER_CALL = 256;

/** CDN_PURGE_URL and CDN_PURGE_TOKEN, both or neither: one without the other is a mistake worth stopping for. */
export function cdnPurgeSettings(env: NodeJS.ProcessEnv = process.env): CdnPurgeSettings | undefined {
  const url = env.CDN_PURGE_URL || undefined;
  const token = env.CDN_PURGE_TOKEN || undefined;
  if (!url && !token) return undefined;
  if (!url || !token) throw new Error('CDN_PURGE_URL and CDN_PURGE_TOKEN go together: set both or neither');
  if (!/^https?:\/\//.test(url)) throw new Error('CDN_PURGE_URL must be an http(s) address');
  return { url, token, timeoutMs: Number(env.CDN_PURGE_TIMEOUT_MS ?? 5000) };
}

/**
 * The CDN's surrogate-key purge (decision 0039): the keys the HTML cache purged, in one POST per 256 keys,
 * `{ "surrogate_keys": [...] }` with the token in `Fastly-Key` (Fastly's API; another CDN's adapter keeps this
 * signature). A failed purge is logged, never thrown: the content change it follows is already saved, and the CDN's
 * copy still ends with its `s-maxage`.
 */
export function cdnPurger(settings: CdnPurgeSettings, log?: Logger): (keys: string[]) => Promise<void> {
  return async (keys) => {
    for (let i = 0; i < keys.length; i += KEYS_PER_CALL) {
      const batch = keys.slice(i, i + KEYS_PER_CALL);
      try {
        const res = await fetch(settings.url, {
          method: 'POST',
          headers: { 'Fastly-Key': settings.token, 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ surrogate_keys: batch }),
          signal: AbortSignal.timeout(settings.timeoutMs ?? 5000),
        });
        if (!res.ok) log?.error({ status: res.status, keys: batch }, 'CDN purge refused');
      } catch (err) {
        log?.error({ err, keys: batch }, 'CDN purge failed');
      }
    }
  };
}
