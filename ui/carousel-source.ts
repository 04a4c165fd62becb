import type { FetchContext } from '../runtime/define-block';
import { feedSize, offSet, optionalCollectionId, section } from '../runtime/fields';
import { CARD_FIELDS, toCardItems, type CardItem } from './card-item';
import { CAROUSEL_CARD_SIZES } from './OverlayCard';
import type { ListPage } from './use-load-more';

/**
 * Where the article carousels of spec 3, 2 ("Hero sliders and carousels") take their items: a section, or a
 * collection, which wins when both are set (spec 3, 1). Shared by the carousel blocks' configs and fetches.
 */
export interface CarouselSource {
  section?: string;
  collectionId?: string;
  feedSize: number;
  offSet: number;
}

/** Spec 3, 9: lifestyle, carousel and video blocks take 8 items; slider carousels 8 to 12. */
export const CAROUSEL_PAGE_SIZE = 8;

/** The config fields of a carousel's source, with its own default and maximum size. */
export function carouselSourceFields(o: { size: number; max: number; min?: number; section?: string }) {
  const min = o.min ?? 1;
  return {
    section: section(
      o.section ?? 'Ruta o slug de la sección (por ejemplo /nacion o nacion); sin ella, la sección de la página',
    ),
    collectionId: optionalCollectionId('Colección de notas; si se indica, se usa en lugar de la sección'),
    feedSize: feedSize({
      default: o.size,
      max: o.max,
      min,
      title: 'Cantidad de diapositivas',
      description: `Notas que pide el carrusel (${min} a ${o.max})`,
    }),
    offSet: offSet({ description: 'Notas que se saltan al comienzo de la lista' }),
  };
}

/**
 * One page of the carousel's list: from the collection if one is set, else from the section: the configured one, the
 * block's own `defaultSection` (videos, capsules), or the page's; cards carry `fillSizes` renditions (the card ones
 * unless told). Spec 3, 5: articles without promo_items are dropped.
 * Null when there is nothing to ask for.
 */
export async function fetchCarouselPage(
  { section, collectionId, feedSize, offSet }: CarouselSource,
  ctx: FetchContext,
  o: { defaultSection?: string; fillSizes?: readonly string[] } = {},
): Promise<(ListPage<CardItem> & { section?: string }) | null> {
  const cards = { fillSizes: o.fillSizes ?? CAROUSEL_CARD_SIZES };
  if (collectionId) {
    const list = await ctx.sources['content-api-collections']({
      queryString: collectionId,
      size: feedSize,
      from: offSet,
      sourceInclude: CARD_FIELDS,
    });
    return { items: toCardItems(list.content_elements, cards), next: list.next, count: list.count };
  }
  const includeSections = section ?? o.defaultSection ?? ctx.params.section;
  if (!includeSections) return null;
  const list = await ctx.sources['content-apir']({
    includeSections,
    feedSize,
    feedOffset: offSet,
    sourceInclude: CARD_FIELDS,
  });
  return {
    items: toCardItems(list.content_elements, cards),
    next: list.next,
    count: list.count,
    section: includeSections,
  };
}
