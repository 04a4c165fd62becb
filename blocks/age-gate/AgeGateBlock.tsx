import type { BlockProps } from '../../runtime/define-block';
import { AgeGate } from '../../ui/age-gate/AgeGate';
import type { Config, Data } from './config';

/** The age gate on one page. A site with `adultContent` already has it on every page (site header): nothing more. */
export function AgeGateBlock({ ctx }: BlockProps<Config, Data | null>) {
  return ctx.site.adultContent ? null : <AgeGate siteName={ctx.site.name} />;
}
