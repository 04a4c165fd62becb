import { defineBlock } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import { fetchCarouselPage } from '../../ui/carousel-source';
import { config, type Data } from './config';
import { PartnerCarousel } from './PartnerCarousel';
import { withCardStandIns } from '../../ui/card-item';

export default defineBlock({
  name: 'partner-carousel',
  description: "Carrusel con dos logos de aliados y un enlace configurable 'Ver más notas'",
  version: 1,
  config,
  // Server only. Spec 3, 9: 8 items by default.
  async fetch(config, ctx): Promise<Data | null> {
    const page = await fetchCarouselPage(config, ctx);
    return page && listOrNull(page.items);
  },
  // The cards stay server HTML on hydration: the island's props carry only their number.
  islandData: withCardStandIns,
  component: PartnerCarousel,
  interactive: { hydrate: 'visible' },
});
