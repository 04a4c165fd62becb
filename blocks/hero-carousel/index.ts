import { defineBlock } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import { FILL_SIZES } from '../../contracts/image-sizes';
import { fetchCarouselPage } from '../../ui/carousel-source';
import { config, type Data } from './config';
import { HeroCarousel } from './HeroCarousel';
import { withCardStandIns } from '../../ui/card-item';

export default defineBlock({
  name: 'hero-carousel',
  description: 'Carrusel principal a todo el ancho, con flechas y puntos, de hasta 10 notas',
  version: 1,
  config,
  // Server only: a section or collection, articles without promo_items left out (spec 3, 5).
  async fetch(config, ctx): Promise<Data | null> {
    // Full-width slides: every rendition, up to 1280 px.
    const page = await fetchCarouselPage(config, ctx, { fillSizes: FILL_SIZES });
    return page && listOrNull(page.items.slice(0, config.feedSize));
  },
  // The cards stay server HTML on hydration: the island's props carry only their number.
  islandData: withCardStandIns,
  component: HeroCarousel,
  // Usually above the fold: hydrate when the browser is idle, without delaying the first image.
  interactive: { hydrate: 'idle' },
});
