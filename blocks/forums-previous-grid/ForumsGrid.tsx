import { useCallback } from 'react';
import { CardGrid } from '../../ui/CardGrid';
import { CARD_FIELDS, toCardItems, type CardItem } from '../../ui/card-item';
import { fetchContentList } from '../../ui/content-client';
import { useLoadMore, type ListPage } from '../../ui/use-load-more';

/** A forums grid's first page and the section it pages through. */
export type ForumsGridData = ListPage<CardItem> & { section: string };

interface Props {
  /** The block's own class beside `forums-grid`. */
  className: string;
  title: string;
  data: ForumsGridData;
  site: string;
  /** How many more each 'Cargar más' click asks for. */
  pageSize: number;
  columns: 3 | 4;
}

/**
 * The forums grids ('FOROS ANTERIORES', 'MOMENTOS IMPERDIBLES'): a titled grid of one section's cards whose
 * 'Cargar más' appends `pageSize` more from where the list stopped (spec 3, 4).
 */
export function ForumsGrid({ className, title, data, site, pageSize, columns }: Props) {
  const loadPage = useCallback(
    async (offset: number): Promise<ListPage<CardItem>> => {
      const query = {
        includeSections: data.section,
        feedSize: pageSize,
        feedOffset: offset,
        sourceInclude: CARD_FIELDS,
      };
      const list = await fetchContentList('content-apir', query, site);
      // Spec 3, 4: only items with a main image are appended.
      return { items: toCardItems(list.content_elements), next: list.next, count: list.count };
    },
    [data.section, pageSize, site],
  );
  const { items, loading, hasMore, loadMore } = useLoadMore(data, loadPage);
  if (items.length === 0) return null;
  return (
    <CardGrid
      className={`forums-grid ${className}`}
      title={title}
      items={items}
      columns={columns}
      sizes={columns === 3 ? '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw' : undefined}
      more={{ label: 'Cargar más', shown: hasMore, loading, onClick: () => void loadMore(), look: 'outline' }}
    />
  );
}
