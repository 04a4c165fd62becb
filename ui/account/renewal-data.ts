import { renewalNotice, type BannerPlan, type RenewalNotice } from './renewal-banner';
import { RENEWAL_DATA_KEY } from './identity-storage';

/** Spec 2, 3 (S2-050, S2-069): where the page keeps the reader's renewal data between pages (a logout removes it). */
export { RENEWAL_DATA_KEY };
/** How long a cached answer stands: a banner shows on every page without a sales call per page. */
export const RENEWAL_DATA_MAX_AGE_MS = 60 * 60 * 1000;

interface RenewalData {
  at: number;
  notice: RenewalNotice;
}

function readCache(now: number): RenewalNotice | undefined {
  try {
    const data = JSON.parse(localStorage.getItem(RENEWAL_DATA_KEY) ?? 'null') as RenewalData | null;
    return data && typeof data.at === 'number' && now - data.at < RENEWAL_DATA_MAX_AGE_MS && now >= data.at
      ? data.notice
      : undefined;
  } catch {
    return undefined;
  }
}

/** Stores what the reader's subscriptions say now (the subscriptions page calls it after every change). */
export function rememberRenewal(plans: readonly BannerPlan[], now = Date.now()): RenewalNotice {
  const notice = renewalNotice(plans);
  localStorage.setItem(RENEWAL_DATA_KEY, JSON.stringify({ at: now, notice } satisfies RenewalData));
  return notice;
}

// The header's banner and its menu link ask at once: one call answers both.
let inFlight: Promise<RenewalNotice> | null = null;

async function askSales(fetchImpl: typeof fetch, now: number): Promise<RenewalNotice> {
  const res = await fetchImpl('/sales/public/v1/subscription/all', { credentials: 'same-origin' });
  if (!res.ok) return null;
  const plans: unknown = await res.json();
  return Array.isArray(plans) ? rememberRenewal(plans as BannerPlan[], now) : null;
}

/** The signed-in reader's renewal notice: from the cache while it is fresh, else from the sales service. */
export async function loadRenewalNotice(fetchImpl: typeof fetch = fetch, now = Date.now()): Promise<RenewalNotice> {
  const cached = readCache(now);
  if (cached !== undefined) return cached;
  inFlight ??= askSales(fetchImpl, now).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
