import { CardGrid, sectionLanding, type CardGridProps } from './CardGrid';
import { useSectionLoadMore, type SectionPage } from './section-paging';

export interface PagedSectionGridProps extends Pick<CardGridProps, 'className' | 'title' | 'columns' | 'renderItem'> {
  /** The server-rendered first page. */
  data: SectionPage;
  /** The site slug the public content endpoint answers for. */
  site: string;
  /** Items each click asks for (spec 3, 9). */
  moreSize: number;
  more: Pick<CardGridProps['more'], 'label' | 'loadingLabel' | 'look'>;
}

/**
 * A section's cards with a load-more button, the shape of the load-more family's grids: the first page from the
 * server, then `moreSize` per click through `useLoadMore`. Nothing without cards (spec 3, 1).
 */
export function PagedSectionGrid({ data, site, moreSize, more, ...grid }: PagedSectionGridProps) {
  const { items, loading, hasMore, loadMore } = useSectionLoadMore(data, site, moreSize);
  if (items.length === 0) return null;
  return (
    <CardGrid
      {...grid}
      titleHref={sectionLanding(data.section)}
      items={items}
      more={{ ...more, shown: hasMore, loading, onClick: () => void loadMore() }}
    />
  );
}
