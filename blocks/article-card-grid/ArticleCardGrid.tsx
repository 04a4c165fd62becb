import { useCallback } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import { CardGrid, sectionLanding } from '../../ui/CardGrid';
import { toCardItems, type CardItem } from '../../ui/card-item';
import { fetchContentList } from '../../ui/content-client';
import { useLoadMore, type ListPage } from '../../ui/use-load-more';
import type { Config, Data } from './config';

/** Spec 3, 9: each 'Más contenido' click loads 8 more cards. */
export const LOAD_MORE_SIZE = 8;
/** Only what a card shows. */
export const GRID_FIELDS = '_id,canonical_url,headlines,promo_items,taxonomy.primary_section';

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
      return { items: toCardItems(list.content_elements), next: list.next, count: list.count };
    },
    [data.section, site],
  );
  const { items, loading, hasMore, loadMore } = useLoadMore(data, loadPage);
  // fetch already answers null for no items (listOrNull); this keeps the component honest on its own.
  if (items.length === 0) return null;
  return (
    <CardGrid
      className="article-card-grid"
      title={config.title}
      titleHref={sectionLanding(data.section)}
      items={items}
      columns={4}
      more={{ label: 'Más contenido', shown: hasMore, loading, onClick: () => void loadMore(), look: 'outline' }}
    />
  );
}
