import type { StoryDocument } from '../../contracts/ans';
import { toCardItems, type CardItem } from '../../ui/card-item';
import type { ListPage } from '../../ui/use-load-more';

/** Video cards are at most half the page wide: two renditions keep a grid's island props small. */
export const VIDEO_FILL_SIZES = ['400x225', '768x432'] as const;

/**
 * Video teasers as the TV pages ship them, trimmed to what a video card draws (every byte is island props): no
 * section kicker (a video card shows none), no alt text (the picture sits in the link beside its headline, `alt=""`),
 * two 16:9 renditions and no original-ratio list. The original's address is kept only for a video without
 * renditions: with them, `Image` draws the renditions and never reads it.
 */
export function toVideoItems(docs: Partial<StoryDocument>[]): CardItem[] {
  return toCardItems(docs, { fillSizes: VIDEO_FILL_SIZES }).map(({ url, headline, image, section: _, ...meta }) => {
    const fill = image.images_data?.fill ?? [];
    // `meta`: the date and byline under the headline, as on every card.
    return { url, headline, image: fill.length ? { url: '', images_data: { fill } } : { url: image.url }, ...meta };
  });
}

type LoadList = (query: {
  feedSize: number;
  feedOffset: number;
}) => Promise<{ content_elements: Partial<StoryDocument>[]; count: number }>;

/**
 * One page of a video list as cards. Spec 3, 4: the next offset is this one plus the page size, even when
 * videos without a picture leave fewer cards than that.
 */
export async function loadVideoPage(load: LoadList, feedOffset: number, feedSize: number): Promise<ListPage<CardItem>> {
  const list = await load({ feedSize, feedOffset });
  return {
    items: toVideoItems(list.content_elements),
    next: feedOffset + feedSize,
    count: list.count,
  };
}

/**
 * The fourth non-empty segment of a path ('/semana-tv/videos/seccion/nacion/' → 'nacion'), as the video section
 * page reads its section (spec 3, 2). Undefined when the path is shorter.
 */
export function fourthSegment(path: string): string | undefined {
  return path.split('?')[0].split('/').filter(Boolean)[3];
}
