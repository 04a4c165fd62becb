import { credited, type StoryDocument } from '../../contracts/ans';
import type { Sources } from '../../contracts/sources';
import { opinionAuthorName, opinionAuthorSlug } from '../../contracts/opinion-author';
import type { ImageData } from '../Image';

/** The fields an opinion card shows, as a source's `sourceInclude`. */
export const OPINION_FIELDS = '_id,canonical_url,headlines,subheadlines,credits.by,promo_items.basic';

/** Spec 3, 5: subheadlines are cut with '...' at 150 characters on opinion cards, 80 on opinion slider cards. */
export const OPINION_CARD_SUBHEADLINE_MAX = 150;
export const OPINION_SLIDER_SUBHEADLINE_MAX = 80;

/**
 * Opinion cards are at most 600 px wide (two per carousel view, four per grid row): these two renditions cover them,
 * and leaving out the larger ones keeps 16 cards' island props under the 8 KB budget.
 */
export const OPINION_FILL_SIZES: readonly string[] = ['400x225', '768x432'];

/** What an opinion card shows of a column: small enough to ship as island props. */
export interface OpinionItem {
  url: string;
  headline: string;
  subheadline?: string;
  /**
   * The columnist, or the site itself when the piece names none (spec 3, S3-065). Left out on the columnist's own
   * page, whose hero names them once for all the cards.
   */
  author?: { name: string; slug: string; photo?: string };
  image: ImageData;
}

// Only our own image addresses or https ones make it to the page.
const safePhoto = (url: string | undefined) => (url && /^(\/(?!\/)|https:\/\/)/.test(url) ? url : undefined);

/**
 * Projects a list item to an opinion card. Spec 3, 1 and 5: carousels and lists drop items without a promo image
 * (null here), as do items without the link or headline a card cannot do without.
 */
export interface OpinionItemOptions {
  /** The 16:9 renditions kept (OPINION_FILL_SIZES by default). */
  fillSizes?: readonly string[];
  /** false: no columnist on the card (their own page). */
  withAuthor?: boolean;
}

export function toOpinionItem(
  doc: Partial<StoryDocument>,
  siteName: string,
  { fillSizes = OPINION_FILL_SIZES, withAuthor = true }: OpinionItemOptions = {},
): OpinionItem | null {
  const image = doc.promo_items?.basic;
  if (!image?.url || !doc.canonical_url || !doc.headlines?.basic) return null;
  const by = credited(doc.credits?.by).find((a) => a.name.trim());
  const photo = safePhoto(by?.image?.url);
  const subheadline = doc.subheadlines?.basic?.trim();
  return {
    url: doc.canonical_url,
    headline: doc.headlines.basic,
    ...(subheadline ? { subheadline } : {}),
    ...(withAuthor && {
      author: {
        name: opinionAuthorName(by?.name, siteName),
        slug: opinionAuthorSlug(by?.name, siteName),
        ...(photo ? { photo } : {}),
      },
    }),
    // The small 16:9 renditions only: the original-ratio list and the large ones would bloat the island props.
    image: {
      url: image.url,
      alt_text: image.alt_text,
      images_data: image.images_data && {
        fill: image.images_data.fill.filter((d) => fillSizes.includes(d.size)),
        intrinsic: [],
      },
    },
  };
}

export function toOpinionItems(
  docs: Partial<StoryDocument>[],
  siteName: string,
  options?: OpinionItemOptions,
): OpinionItem[] {
  return docs.flatMap((doc) => toOpinionItem(doc, siteName, options) ?? []);
}

/** Spec 3, 9: opinion carousels show at most 6 columns plus a 'see more' slide, or 10 columns. */
export const OPINION_CAROUSEL_WITH_SEE_MORE = 6;
export const OPINION_CAROUSEL_FULL = 10;

/** The newest `size` columns of an opinion section that have a promo image, as opinion cards (server side). */
export async function loadOpinionColumns(
  sources: Pick<Sources, 'content-apir'>,
  query: { section: string; size: number; siteName: string },
): Promise<OpinionItem[]> {
  const list = await sources['content-apir']({
    includeSections: query.section,
    feedSize: query.size,
    sourceInclude: OPINION_FIELDS,
  });
  return toOpinionItems(list.content_elements, query.siteName).slice(0, query.size);
}
