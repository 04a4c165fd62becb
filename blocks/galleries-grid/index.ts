import { defineBlock } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import { GALLERY_TILE_FIELDS, loadGalleryPage } from '../../ui/gallery-page';
import { config, type Data } from './config';
import { GALLERIES_SECTION } from './constants';
import { GalleriesGrid } from './GalleriesGrid';

export default defineBlock({
  name: 'galleries-grid',
  description: 'Grilla de galerías: fotos con el titular al pasar el cursor y botón para cargar más (12 por carga)',
  version: 1,
  config,
  // Server only: the first page (from offset 9 by default), filtered like every later one.
  async fetch({ section, feedSize, offSet }, { sources }): Promise<Data | null> {
    const includeSections = section ?? GALLERIES_SECTION;
    const { items, next, count } = await loadGalleryPage(
      (feedOffset, size) =>
        sources['content-apir']({ includeSections, feedSize: size, feedOffset, sourceInclude: GALLERY_TILE_FIELDS }),
      offSet,
      feedSize,
    );
    return listOrNull(items, { next, count, section: includeSections });
  },
  component: GalleriesGrid,
  interactive: { hydrate: 'visible' }, // the load-more button
});
