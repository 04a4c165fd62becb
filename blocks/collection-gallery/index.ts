import { defineBlock } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import { GALLERY_TILE_FIELDS, loadGalleryPage } from '../../ui/gallery-page';
import { config, type Data } from './config';
import { CollectionGallery } from './CollectionGallery';

export default defineBlock({
  name: 'collection-gallery',
  description: 'Galerías de una colección, con botón que añade 6 más',
  version: 1,
  config,
  // Server only: the collection's first galleries; those without a main image are left out.
  async fetch({ collectionId, feedSize }, { sources }): Promise<Data | null> {
    const { items, next, count } = await loadGalleryPage(
      (from, size) =>
        sources['content-api-collections']({
          queryString: collectionId,
          from,
          size,
          sourceInclude: GALLERY_TILE_FIELDS,
        }),
      0,
      feedSize,
    );
    return listOrNull(items, { next, count });
  },
  component: CollectionGallery,
  interactive: { hydrate: 'visible' }, // the load-more button
});
