/**
 * The paywall script's shared words (spec 1, 3 and 7; spec 2, 9): its options, the rules a site publishes, and the
 * environment it runs against. No imports: the script (ui/paywall/p.ts) ships on its own, and must stay small.
 */

/** A meter (decision 0057): `budget` free pages per reader in `periodDays`, counted for these content types. */
export interface MeterRule {
  id: string;
  type: 'meter';
  contentTypes: string[];
  budget: number;
  periodDays: number;
}

export type PaywallRule = MeterRule;

/** What `GET {apiOrigin}/arc/subs/rules.json` answers: the site's rules, and its slug (the meter is per site). */
export interface PaywallRules {
  site: string;
  rules: PaywallRule[];
}

/** Spec 1, 3: the paywall options. `customPageData`: content id, content code, section. */
export interface PaywallOptions {
  apiOrigin: string;
  contentType: string;
  section: string;
  userName?: string;
  jwt?: string;
  customPageData: { ci: string; c?: string; s: string };
  /** Arc's option of the same name: the reader's subscription statuses, asked only when a rule needs them. */
  userEntitlements?: () => Promise<number[]>;
  /** Arc's option of the same name: called with the rule that triggered, to show the locked view. */
  paywallFunction?: (rule: PaywallRule) => void;
}

/** What `ArcP.run` resolves to, and what the page logs (spec 1, 8: load and results are only logged). */
export interface PaywallResults {
  environment?: PaywallEnvironment;
  triggered: PaywallRule | null;
  /** Why nothing was counted or triggered, when nothing was. */
  skipped?: 'subscriber' | 'exempt' | 'content-type' | 'no-rules';
  /** Pages the meter counted in its period, this one included. */
  count?: number;
}

export type PaywallEnvironment = 'sandbox' | 'production';

/** Spec 1, 7 and spec 2, 9: these build environments are non-production; any other is production. */
export const NON_PRODUCTION_ENVIRONMENTS = ['dev', 'sandbox', 'localhost'] as const;

/**
 * The build environment of this process from APP_ENV (decision 0003 keeps deciding "production"): unset is a machine
 * of one's own ('localhost'); 'development', 0003's own word, is 'dev'; anything else is taken as it is.
 */
export function buildEnvironment(appEnv: string | undefined): string {
  if (!appEnv) return 'localhost';
  return appEnv === 'development' ? 'dev' : appEnv;
}

/** Which endpoints the paywall uses. A production-only brand (site `paywall.productionOnly`) always uses production. */
export function paywallEnvironment(environment: string, site: { productionOnly?: boolean }): PaywallEnvironment {
  if (site.productionOnly) return 'production';
  return (NON_PRODUCTION_ENVIRONMENTS as readonly string[]).includes(environment) ? 'sandbox' : 'production';
}

/** The paywall's API origin for the environment; '' (the page's own origin) unless the site names one. */
export function paywallApiOrigin(
  environment: PaywallEnvironment,
  origins: Partial<Record<PaywallEnvironment, string>> | undefined,
): string {
  return origins?.[environment] ?? '';
}

/** Where the script and the rules are served, on the site's own origin or the API origin. */
export const PAYWALL_SCRIPT_PATH = '/arc/subs/p.min.js';
export const PAYWALL_RULES_PATH = '/arc/subs/rules.json';

/** What the script puts on `window`, as Arc's does. */
export interface ArcPaywall {
  run(options: PaywallOptions): Promise<PaywallResults>;
}

declare global {
  interface Window {
    ArcP?: ArcPaywall;
  }
}
