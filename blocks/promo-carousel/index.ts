import { defineBlock } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import { fetchCarouselPage } from '../../ui/carousel-source';
import { config, type Data } from './config';
import { PromoCarousel } from './PromoCarousel';
import { withCardStandIns } from '../../ui/card-item';

export default defineBlock({
  name: 'promo-carousel',
  description: "Carrusel de notas promocionadas con 'Cargar más', que añade la página siguiente",
  version: 1,
  config,
  // Server only: the first page (spec 3, 9: 8 items by default); the browser loads the rest.
  async fetch(config, ctx): Promise<Data | null> {
    const page = await fetchCarouselPage(config, ctx);
    if (!page) return null;
    const { items, next, count, section } = page;
    return listOrNull(items, { next, count, ...(section && !config.collectionId ? { section } : {}) });
  },
  // The cards stay server HTML on hydration: the island's props carry only their number.
  islandData: withCardStandIns,
  component: PromoCarousel,
  interactive: { hydrate: 'visible' },
});
