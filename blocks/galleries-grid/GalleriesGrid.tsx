import { useCallback } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import { GalleryGrid } from '../../ui/GalleryGrid';
import { fetchContentList } from '../../ui/content-client';
import { GALLERY_TILE_FIELDS, loadGalleryPage } from '../../ui/gallery-page';
import type { Config, Data } from './config';
import { GALLERIES_PER_LOAD } from './constants';

/** Galleries as pictures with the headline on hover, and a button appending 12 more (spec 3, 2 and 9). */
export function GalleriesGrid({ config, data, ctx }: BlockProps<Config, Data>) {
  const site = ctx.site.slug;
  const loadPage = useCallback(
    (offset: number) =>
      loadGalleryPage(
        (feedOffset, feedSize) =>
          fetchContentList(
            'content-apir',
            { includeSections: data.section, feedSize, feedOffset, sourceInclude: GALLERY_TILE_FIELDS },
            site,
          ),
        offset,
        GALLERIES_PER_LOAD,
      ),
    [data.section, site],
  );
  return <GalleryGrid className="galleries-grid" title={config.title} first={data} loadPage={loadPage} />;
}
