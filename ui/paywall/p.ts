// The paywall script, served at /arc/subs/p.min.js (server/build/paywall-script.ts builds it on its own): the page
// loads it once the reader is known and calls `ArcP.run(options)`, as it would Arc's (decision 0057).
import {
  PAYWALL_RULES_PATH,
  type PaywallOptions,
  type PaywallResults,
  type PaywallRules,
} from '../../contracts/paywall';
import { evaluateRules, type MeterHistory } from './meter';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Plain checks, not zod: this file ships alone and stays a couple of KB. Rules of another shape are dropped. */
function readRules(body: unknown): PaywallRules {
  if (!isRecord(body) || typeof body.site !== 'string' || !Array.isArray(body.rules)) return { site: '', rules: [] };
  const rules = body.rules.filter(
    (r: unknown) =>
      isRecord(r) &&
      r.type === 'meter' &&
      typeof r.id === 'string' &&
      typeof r.budget === 'number' &&
      typeof r.periodDays === 'number' &&
      Array.isArray(r.contentTypes),
  );
  return { site: body.site, rules: rules as PaywallRules['rules'] };
}

/** The meter is kept per site and per reader: a signed-in reader by her user name, anyone else as anonymous. */
export const meterKey = (site: string, userName: string | undefined) => `ArcP.meter.${site}.${userName || 'anonymous'}`;

function readHistory(key: string): MeterHistory {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    return isRecord(stored) ? (stored as MeterHistory) : {};
  } catch {
    return {};
  }
}

export async function run(options: PaywallOptions, now = Date.now()): Promise<PaywallResults> {
  const res = await fetch(`${options.apiOrigin}${PAYWALL_RULES_PATH}`, { credentials: 'same-origin' });
  const published = readRules(res.ok ? await res.json() : null);
  const key = meterKey(published.site, options.userName);
  const page = {
    path: location.pathname,
    contentType: options.contentType,
    ci: options.customPageData.ci,
    c: options.customPageData.c,
  };
  const statuses = options.userEntitlements ?? (() => Promise.resolve([]));
  const { results, history } = await evaluateRules(published, page, readHistory(key), statuses, now);
  localStorage.setItem(key, JSON.stringify(history));
  if (results.triggered) options.paywallFunction?.(results.triggered);
  return results;
}

window.ArcP = { run };
