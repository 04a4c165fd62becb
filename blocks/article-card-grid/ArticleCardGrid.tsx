import { useCallback } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import { CardGrid, sectionLanding } from '../../ui/CardGrid';
import { CARD_FIELDS, toCardItems, type CardItem } from '../../ui/card-item';
import { fetchContentList } from '../../ui/content-client';
import { useLoadMore, type ListPage } from '../../ui/use-load-more';
import type { Config, Data } from './config';

/** Spec 3, 9: each 'Más contenido' click loads 8 more cards. */
export const LOAD_MORE_SIZE = 8;
/** Only what a card shows, and the type (the `videos` switch). */
export const GRID_FIELDS = `${CARD_FIELDS},type`;

/** Spec 3, 3 `videos`: off, video stories are left out of the grid. */
export const keepVideos = <T extends { type?: string }>(docs: T[], videos: boolean): T[] =>
  videos ? docs : docs.filter((doc) => doc.type !== 'video');

/** Article cards of one section, with 'Más contenido' appending 8 more per click (spec 3, 2). */
export function ArticleCardGrid({ config, data, ctx }: BlockProps<Config, Data>) {
  const site = ctx.site.slug;
  const loadPage = useCallback(
    async (offset: number): Promise<ListPage<CardItem>> => {
      const query = {
        includeSections: data.section,
        feedSize: LOAD_MORE_SIZE,
        feedOffset: offset,
        sourceInclude: GRID_FIELDS,
      };
      const list = await fetchContentList('content-apir', query, site);
      // Spec 3, 4: only items with a main image are appended.
      return {
        items: toCardItems(keepVideos(list.content_elements, config.videos)),
        next: list.next,
        count: list.count,
      };
    },
    [data.section, site, config.videos],
  );
  const { items, loading, hasMore, loadMore } = useLoadMore(data, loadPage);
  // fetch already answers null for no items (listOrNull); this keeps the component honest on its own.
  if (items.length === 0) return null;
  // Spec 3, 3 `customSection`: one name on every card instead of each story's section.
  const shown = config.customSection ? items.map((item) => ({ ...item, section: config.customSection })) : items;
  return (
    <CardGrid
      className="article-card-grid"
      title={config.title}
      titleHref={sectionLanding(data.section)}
      items={shown}
      columns={4}
      more={{
        label: 'Más contenido',
        shown: config.loadMore && hasMore,
        loading,
        onClick: () => void loadMore(),
        look: 'outline',
      }}
      serverCards={data.items.length}
    />
  );
}
