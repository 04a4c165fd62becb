import { useCallback } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import { GalleryGrid } from '../../ui/GalleryGrid';
import { fetchContentList } from '../../ui/content-client';
import { GALLERY_TILE_FIELDS, loadGalleryPage } from '../../ui/gallery-page';
import type { Config, Data } from './config';
import { COLLECTION_GALLERY_STEP } from './constants';
import { safeLink } from '../../runtime/safe-link';

/** The galleries of an editor's collection, in its order; each click on the button adds 6 (spec 3, 2). */
export function CollectionGallery({ config, data, ctx }: BlockProps<Config, Data>) {
  const site = ctx.site.slug;
  const { collectionId } = config;
  const loadPage = useCallback(
    (offset: number) =>
      loadGalleryPage(
        (from, size) =>
          fetchContentList(
            'content-api-collections',
            { queryString: collectionId, from, size, sourceInclude: GALLERY_TILE_FIELDS },
            site,
          ),
        offset,
        COLLECTION_GALLERY_STEP,
      ),
    [collectionId, site],
  );
  return (
    <GalleryGrid
      className="collection-gallery"
      title={config.title}
      titleHref={safeLink(config.link)}
      first={data}
      loadPage={loadPage}
    />
  );
}
