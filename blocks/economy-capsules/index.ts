import { defineBlock } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import { fetchCarouselPage } from '../../ui/carousel-source';
import { CAPSULES_SECTION, config, type Data } from './config';
import { ECONOMY_CAPSULES_MAX, EconomyCapsules } from './EconomyCapsules';
import { withCardStandIns } from '../../ui/card-item';

export default defineBlock({
  name: 'economy-capsules',
  description: "Cápsulas de economía: hasta 10 notas en carrusel y 'Ver todo'",
  version: 1,
  config,
  // Server only: up to 10 of the 10 or 12 asked for, articles without promo_items left out (spec 3, 5 and 9).
  async fetch(config, ctx): Promise<Data | null> {
    const page = await fetchCarouselPage(config, ctx, { defaultSection: CAPSULES_SECTION });
    return page && listOrNull(page.items.slice(0, ECONOMY_CAPSULES_MAX));
  },
  // The cards stay server HTML on hydration: the island's props carry only their number.
  islandData: withCardStandIns,
  component: EconomyCapsules,
  interactive: { hydrate: 'visible' },
});
