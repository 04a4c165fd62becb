import { useCallback } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import type { StoryDocument } from '../../contracts/ans';
import { CardGrid, sectionLanding } from '../../ui/CardGrid';
import { CARD_FIELDS, toCardItems, type CardItem } from '../../ui/card-item';
import { fetchContentList } from '../../ui/content-client';
import { useLoadMore, type ListPage } from '../../ui/use-load-more';
import type { Config, Data } from './config';

/** Spec 3, 9: 12 cards per page; each 'Cargar más artículos' click moves the offset on by 12. */
export const PAGE_SIZE = 12;
/** Without a configured or routed section: the site's latest stories across its main sections. */
export const MAIN_SECTIONS = 'nacion,politica,economia,mundo,deportes,tecnologia';
/** Spec 3, 5: the print-edition section never shows in this grid. */
export const EDITION_SECTION = '/edicion';

/**
 * Cards are at most a third of the page wide: up to 1024 px covers them on 2x screens, and leaving out
 * the 1280 px rendition keeps 12 cards' island props under the 8 KB budget.
 */
export const CARD_FILL_SIZES = ['400x225', '768x432', '1024x576'] as const;
const CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/** Spec 3, 5: cards for the items with an image whose primary section is not /edicion. */
export function toLatestCardItems(docs: Partial<StoryDocument>[]): CardItem[] {
  const shown = docs.filter((doc) => doc.taxonomy?.primary_section?._id !== EDITION_SECTION);
  return toCardItems(shown, { fillSizes: CARD_FILL_SIZES });
}

/**
 * One page of the grid. Spec 3, 4: the next offset is this one plus the page size, even when
 * dropped items leave fewer cards than that.
 */
export async function loadLatestPage(
  load: (query: {
    feedSize: number;
    feedOffset: number;
  }) => Promise<{ content_elements: Partial<StoryDocument>[]; count: number }>,
  feedOffset: number,
  feedSize: number,
): Promise<ListPage<CardItem>> {
  const list = await load({ feedSize, feedOffset });
  return { items: toLatestCardItems(list.content_elements), next: feedOffset + feedSize, count: list.count };
}

/** The latest stories as cards, with 'Cargar más artículos' appending the next 12 (spec 3, 2). */
export function LatestArticlesGrid({ config, data, ctx }: BlockProps<Config, Data>) {
  const site = ctx.site.slug;
  const loadPage = useCallback(
    (offset: number) =>
      loadLatestPage(
        ({ feedSize, feedOffset }) =>
          fetchContentList(
            'content-apir',
            { includeSections: data.section, feedSize, feedOffset, sourceInclude: CARD_FIELDS },
            site,
          ),
        offset,
        PAGE_SIZE,
      ),
    [data.section, site],
  );
  const { items, loading, hasMore, loadMore } = useLoadMore(data, loadPage);
  if (items.length === 0) return null;
  return (
    <CardGrid
      className="latest-articles-grid"
      title={config.title}
      // The main-sections list has no single landing page to link the title to.
      titleHref={data.section === MAIN_SECTIONS ? undefined : sectionLanding(data.section)}
      items={items}
      columns={3}
      sizes={CARD_SIZES}
      more={{ label: 'Cargar más artículos', shown: hasMore, loading, onClick: () => void loadMore(), look: 'solid' }}
      serverCards={data.items.length}
    />
  );
}
