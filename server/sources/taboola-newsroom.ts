import { z } from 'zod';

/**
 * The Taboola Newsroom adapter, used only when it is configured:
 * TABOOLA_NEWSROOM_URL (the top-content endpoint), TABOOLA_API_KEY and TABOOLA_PUBLISHER_ID; TABOOLA_TIMEOUT_MS
 * (default 1500) bounds a call. Without them the most-read list ranks our own page views.
 */
const settings = z.object({
  TABOOLA_NEWSROOM_URL: z.url(),
  TABOOLA_API_KEY: z.string().min(1),
  TABOOLA_PUBLISHER_ID: z.string().min(1),
  TABOOLA_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(1500),
});

export interface TaboolaConfig {
  url: string;
  apiKey: string;
  publisherId: string;
  timeoutMs: number;
}

/** The configured service, or null when it is not (or badly) configured: the caller ranks by our own views. */
export function taboolaConfig(env: NodeJS.ProcessEnv = process.env): TaboolaConfig | null {
  if (!env.TABOOLA_NEWSROOM_URL) return null;
  const parsed = settings.safeParse(env);
  if (!parsed.success) {
    console.warn(`taboola-newsroom: ignoring the configuration: ${z.prettifyError(parsed.error)}`);
    return null;
  }
  const s = parsed.data;
  return {
    url: s.TABOOLA_NEWSROOM_URL,
    apiKey: s.TABOOLA_API_KEY,
    publisherId: s.TABOOLA_PUBLISHER_ID,
    timeoutMs: s.TABOOLA_TIMEOUT_MS,
  };
}

/** What we read of an answer: each ranked item's URL (absolute or a path) and, when sent, our story id. */
const answer = z.object({
  items: z.array(z.looseObject({ url: z.string().min(1), id: z.string().min(1).optional() })),
});
export type TaboolaItem = z.infer<typeof answer>['items'][number];

/** The most-read items of one site in the last 24 hours, best first. Throws on an HTTP error, a timeout or a bad shape. */
export async function fetchTaboolaTop(
  config: TaboolaConfig,
  query: { site: string; size: number },
): Promise<TaboolaItem[]> {
  const url = new URL(config.url);
  url.searchParams.set('publisher_id', config.publisherId);
  url.searchParams.set('site', query.site);
  url.searchParams.set('count', String(query.size));
  url.searchParams.set('period', '24h');
  const res = await fetch(url, {
    headers: { authorization: `Bearer ${config.apiKey}`, accept: 'application/json' },
    signal: AbortSignal.timeout(config.timeoutMs),
  });
  if (!res.ok) throw new Error(`Taboola Newsroom answered ${res.status}`);
  return answer.parse(await res.json()).items;
}

/** An item's URL as our canonical path ('https://www.semana.com/nacion/x/?utm=1' is '/nacion/x/'). */
export function itemPath(item: TaboolaItem): string | null {
  try {
    return new URL(item.url, 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
}
