import { entitles, LOCKED_CONTENT_CODE, triggerLocks } from '../../contracts/entitlement';
import type { MeterRule, PaywallResults, PaywallRules } from '../../contracts/paywall';

const DAY_MS = 86_400_000;

/** One page a meter counted: its content id and when. */
export interface MeterVisit {
  ci: string;
  at: number;
}

/** The pages each rule counted, by rule id: what the script keeps per reader and site. */
export type MeterHistory = Record<string, MeterVisit[]>;

/** The page being read, as the paywall sees it. */
export interface MeterPage {
  path: string;
  contentType: string;
  ci: string;
  c?: string;
}

/**
 * Counts this page against a meter. A page already counted in the period stays free (re-reading costs nothing); a new
 * one is counted while the budget lasts, and past it triggers without being counted.
 */
export function countPage(
  rule: MeterRule,
  visits: MeterVisit[],
  ci: string,
  now: number,
): { visits: MeterVisit[]; triggered: boolean } {
  const recent = visits.filter((v) => v.at > now - rule.periodDays * DAY_MS);
  if (recent.some((v) => v.ci === ci)) return { visits: recent, triggered: false };
  if (recent.length >= rule.budget) return { visits: recent, triggered: true };
  return { visits: [...recent, { ci, at: now }], triggered: false };
}

/**
 * Evaluates the site's rules for this page and reader (spec 1, 4): exempt paths and '/finanzas' with code '1' never
 * trigger, a premium story ('3') is the server's to lock, and a subscriber (1, 3, 4) is never counted.
 */
export async function evaluateRules(
  published: PaywallRules,
  page: MeterPage,
  history: MeterHistory,
  statuses: () => Promise<number[]>,
  now: number,
): Promise<{ results: PaywallResults; history: MeterHistory }> {
  const skip = (skipped: PaywallResults['skipped']) => ({ results: { triggered: null, skipped }, history });
  const rule = published.rules.find((r) => r.contentTypes.includes(page.contentType));
  if (!published.rules.length) return skip('no-rules');
  if (!triggerLocks(page.path, page.c, published.site) || page.c === LOCKED_CONTENT_CODE) return skip('exempt');
  if (!rule) return skip('content-type');
  if (entitles(await statuses())) return skip('subscriber');
  const counted = countPage(rule, history[rule.id] ?? [], page.ci, now);
  return {
    results: { triggered: counted.triggered ? rule : null, count: counted.visits.length },
    history: { ...history, [rule.id]: counted.visits },
  };
}
