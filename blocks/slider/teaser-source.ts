import type { FetchContext } from '../../runtime/define-block';
import { CARD_FIELDS, toCardItems, type CardItem, type CardItemOptions } from '../../ui/card-item';

/** Where a carousel's teasers come from: an editor's collection, else a section. */
export interface TeaserSource {
  section?: string;
  collectionId?: string;
}

/**
 * Spec 3, 1: with both a section and a collection the collection is used; without either, the page's section, then
 * `options.fallbackSection`. Items without a promo image are dropped; `options.fillSizes`
 * keeps the renditions the carousel draws. Null when there is nowhere to read from.
 */
export async function fetchTeasers(
  { section, collectionId }: TeaserSource,
  size: number,
  { sources, params }: Pick<FetchContext, 'sources' | 'params'>,
  options: CardItemOptions & { fallbackSection?: string } = {},
): Promise<CardItem[] | null> {
  if (collectionId) {
    const list = await sources['content-api-collections']({
      queryString: collectionId,
      size,
      sourceInclude: CARD_FIELDS,
    });
    return toCardItems(list.content_elements, options);
  }
  const includeSections = section ?? params.section ?? options.fallbackSection;
  if (!includeSections) return null;
  const list = await sources['content-apir']({ includeSections, feedSize: size, sourceInclude: CARD_FIELDS });
  return toCardItems(list.content_elements, options);
}
