import type { AdDisplay, AdSize } from '../../ui/ads/sizes';

export const AD_KINDS = ['lateral', 'anchor', 'interstitial', 'prehome'] as const;
export type AdKind = (typeof AD_KINDS)[number];

/** Spec 3, 9: slot names default to STICKY, INTERSTITIAL and HOME/PREHOME; side ads are GP4 on desktop (spec 1, 9). */
export const KIND_DEFAULTS: Record<AdKind, { slot: string; size: AdSize; display: AdDisplay }> = {
  lateral: { slot: 'LATERAL_1', size: 'GP4', display: 'desktop' },
  anchor: { slot: 'STICKY', size: 'GP1', display: 'all' },
  interstitial: { slot: 'INTERSTITIAL', size: 'GP7', display: 'all' },
  prehome: { slot: 'HOME/PREHOME', size: 'GP2', display: 'all' },
};
