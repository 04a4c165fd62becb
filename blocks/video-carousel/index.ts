import { defineBlock } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import { fetchCarouselPage } from '../../ui/carousel-source';
import { config, VIDEO_SECTION, type Data } from './config';
import { VideoCarousel } from './VideoCarousel';
import { withCardStandIns } from '../../ui/card-item';

export default defineBlock({
  name: 'video-carousel',
  description: 'Carrusel de videos con icono de reproducción, título y flechas anterior/siguiente',
  version: 1,
  config,
  // Server only. Spec 3, 9: 8 items by default.
  async fetch(config, ctx): Promise<Data | null> {
    const page = await fetchCarouselPage(config, ctx, { defaultSection: VIDEO_SECTION });
    return page && listOrNull(page.items);
  },
  // The cards stay server HTML on hydration: the island's props carry only their number.
  islandData: withCardStandIns,
  component: VideoCarousel,
  interactive: { hydrate: 'visible' },
});
