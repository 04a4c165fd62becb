import { defineBlock } from '../../runtime/define-block';
import { adsAllowed } from '../../ui/ads/exclusions';
import { AdSlotBlock } from './AdSlotBlock';
import { config, type Data } from './config';
import { KIND_DEFAULTS } from './kinds';

/** An editor-placed ad: side-rail slots (LATERAL_1, LATERAL_2), the bottom anchor, interstitial, pre-home. */
export default defineBlock({
  name: 'ad-slot',
  description: 'Espacio publicitario ubicado por el editor (laterales, ancla inferior, intersticial, prehome)',
  version: 1,
  config,
  // Sponsored content and excluded URLs show no ads and no bottom anchor (spec 1, 6 and 9). A site without an ad
  // account has nothing to fill any space with, so it takes no room; the editor's preview still shows it, warned.
  async fetch({ kind, slot, size, display }, { story, site, preview }): Promise<Data | null> {
    if (!adsAllowed(story)) return null;
    if (!site.adPublisherId && !preview) return null;
    const defaults = KIND_DEFAULTS[kind];
    return { slot: slot ?? defaults.slot, size: size ?? defaults.size, display: display ?? defaults.display };
  },
  component: AdSlotBlock,
  interactive: false,
});
