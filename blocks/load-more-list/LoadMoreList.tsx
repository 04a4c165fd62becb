import { useCallback } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import { CARD_FIELDS, toCardItems, type CardItem } from '../../ui/card-item';
import { CompactList } from '../../ui/CompactCard';
import { fetchContentList } from '../../ui/content-client';
import { useLoadMore, type ListPage } from '../../ui/use-load-more';
import type { Config, Data } from './config';
import { loadListPage } from './load-page';

export function LoadMoreList({ config, data, ctx }: BlockProps<Config, Data>) {
  const site = ctx.site.slug;
  const loadPage = useCallback(
    async (offset: number): Promise<ListPage<CardItem>> => {
      const page = { feedSize: config.feedSize, feedOffset: offset, sourceInclude: CARD_FIELDS };
      const list = await loadListPage(data.query, page, (source, query) => fetchContentList(source, query, site));
      return { items: toCardItems(list.content_elements), next: list.next, count: list.count };
    },
    [config.feedSize, data.query, site],
  );
  const { items, loading, hasMore, loadMore } = useLoadMore(data, loadPage);
  return (
    <div className="load-more-list">
      {config.title && items.length > 0 && <h2 className="load-more-list__title">{config.title}</h2>}
      {items.length > 0 && <CompactList items={items} label={config.title ?? 'Más notas'} />}
      {hasMore && (
        <button type="button" className="load-more-list__button" disabled={loading} onClick={() => void loadMore()}>
          {loading ? 'Cargando...' : config.label}
        </button>
      )}
    </div>
  );
}
