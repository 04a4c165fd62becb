import type { StoryDocument } from '../contracts/ans';
import { toCardItems, type CardItem } from './card-item';
import type { ListPage } from './use-load-more';

/** Gallery tiles are at most a quarter of a wide page: 400 and 768 px renditions cover them, even on 2x screens. */
export const GALLERY_TILE_FILL_SIZES = ['400x225', '768x432'] as const;
export const GALLERY_TILE_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';

/** The fields a gallery tile shows, as a source's `sourceInclude`. */
export const GALLERY_TILE_FIELDS = '_id,canonical_url,headlines,promo_items';

type LoadList = (
  offset: number,
  size: number,
) => Promise<{ content_elements: Partial<StoryDocument>[]; count: number }>;

/**
 * One page of a gallery grid, asked of the server's sources or the public endpoint alike. Spec 3, 5: galleries
 * without a main image are dropped; spec 3, 4: the next page starts `size` further on even when some were dropped.
 */
export async function loadGalleryPage(load: LoadList, offset: number, size: number): Promise<ListPage<CardItem>> {
  const list = await load(offset, size);
  return {
    items: toCardItems(list.content_elements, { fillSizes: GALLERY_TILE_FILL_SIZES }),
    next: offset + size,
    count: list.count,
  };
}
