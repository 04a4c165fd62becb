import type { StoryDocument } from '../contracts/ans';
import type { ImageData } from './Image';

/** The fields a teaser needs, as a source's `sourceInclude`. */
export const CARD_FIELDS = '_id,canonical_url,headlines,promo_items,taxonomy.primary_section,display_date,credits.by';

/** What a teaser shows of a story: small enough to ship as island props. */
export interface CardItem {
  url: string;
  headline: string;
  /** Primary section name, shown as the kicker. */
  section?: string;
  image: ImageData;
  /** The story's `display_date` (ISO), shown under the headline. */
  displayDate?: string;
  /** Who signs the story (`credits.by` names, a desk such as «Redacción Semana» included), for «Por …». */
  authors?: string[];
}

/**
 * Projects a list item to a teaser. Spec 3, 5: items without a basic promo image are dropped
 * (null here), as are items missing the link or headline a teaser cannot do without.
 */
export function toCardItem(doc: Partial<StoryDocument>, options: CardItemOptions = {}): CardItem | null {
  const image = doc.promo_items?.basic;
  if (!image?.url || !doc.canonical_url || !doc.headlines?.basic) return null;
  // By hand rather than with contracts' `credited`: this runs in the browser too, where zod has no place.
  const authors = (doc.credits?.by ?? []).flatMap((a) => (typeof a.name === 'string' && a.name.trim()) || []);
  return {
    url: doc.canonical_url,
    headline: doc.headlines.basic,
    section: doc.taxonomy?.primary_section?.name,
    image: { url: image.url, alt_text: image.alt_text, images_data: fillOnly(image.images_data, options.fillSizes) },
    // Left out when absent rather than empty: every byte of a card may ship as island props.
    ...(doc.display_date ? { displayDate: doc.display_date } : {}),
    ...(authors.length ? { authors } : {}),
  };
}

export interface CardItemOptions {
  /**
   * Only these 16:9 renditions (e.g. ['400x225', '768x432']); all of them when absent. For grids of
   * many small cards, whose island props would otherwise outgrow the budget.
   */
  fillSizes?: readonly string[];
}

/** Teasers draw the cropped 16:9 renditions only; the original-ratio list would double the island props. */
function fillOnly(data: ImageData['images_data'], sizes?: readonly string[]): ImageData['images_data'] {
  return data && { fill: sizes ? data.fill.filter((d) => sizes.includes(d.size)) : data.fill, intrinsic: [] };
}

/**
 * What an island ships for each card it keeps as server HTML (runtime/server-html.tsx): only their number counts, so
 * the page does not carry every card twice, once as markup and once as props.
 */
export const cardStandIns = (items: CardItem[]): CardItem[] =>
  items.map(() => ({ url: '', headline: '', image: { url: '' } }));

/** A list block's data as its island ships it when the block keeps its cards as server HTML. */
export const withCardStandIns = <D extends { items: CardItem[] }>(data: D): D => ({
  ...data,
  items: cardStandIns(data.items),
});

export function toCardItems(docs: Partial<StoryDocument>[], options?: CardItemOptions): CardItem[] {
  return docs.flatMap((doc) => toCardItem(doc, options) ?? []);
}
