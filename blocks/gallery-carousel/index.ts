import { defineBlock } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import { GALLERY_TILE_FILL_SIZES } from '../../ui/gallery-page';
import { GALLERIES_SECTION } from '../galleries-grid/constants';
import { fetchTeasers } from '../slider/teaser-source';
import { config, type Data } from './config';
import { GalleryCarousel } from './GalleryCarousel';

export default defineBlock({
  name: 'gallery-carousel',
  description: 'Carrusel de galerías con fondo blanco u oscuro y el titular sobre la foto al pasar el cursor',
  version: 1,
  config,
  // A collection wins over a section; without either, the galleries section. Galleries without a main image are left out.
  async fetch({ section, collectionId, feedSize }, { sources }): Promise<Data | null> {
    const items = await fetchTeasers(
      { section: section ?? GALLERIES_SECTION, collectionId },
      feedSize,
      {
        sources,
        params: {},
      },
      { fillSizes: GALLERY_TILE_FILL_SIZES },
    );
    return items && listOrNull(items);
  },
  component: GalleryCarousel,
  interactive: { hydrate: 'visible' },
});
