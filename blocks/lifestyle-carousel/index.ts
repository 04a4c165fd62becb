import { defineBlock } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import { fetchCarouselPage } from '../../ui/carousel-source';
import { config, LIFESTYLE_SECTION, type Data } from './config';
import { LifestyleCarousel } from './LifestyleCarousel';
import { withCardStandIns } from '../../ui/card-item';

export default defineBlock({
  name: 'lifestyle-carousel',
  description: "Carrusel de estilo de vida con su logo y 'Ver más notas'",
  version: 1,
  config,
  // Server only. Spec 3, 9: 8 items by default.
  async fetch(config, ctx): Promise<Data | null> {
    const page = await fetchCarouselPage(config, ctx, { defaultSection: LIFESTYLE_SECTION });
    return page && listOrNull(page.items);
  },
  // The cards stay server HTML on hydration: the island's props carry only their number.
  islandData: withCardStandIns,
  component: LifestyleCarousel,
  interactive: { hydrate: 'visible' },
});
