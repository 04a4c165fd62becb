import type { BlockProps } from '../../runtime/define-block';
import { CardGrid, sectionLanding } from '../../ui/CardGrid';
import { useSectionLoadMore, type SectionPaging } from '../../ui/section-paging';
import type { Config, Data } from './config';

/** Spec 3, 9: the section grid shows 7 cards from offset 4, then 'Cargar más notas' appends 8 per click. */
export const SECTION_GRID_PAGING: SectionPaging = { firstOffset: 4, firstSize: 7, moreSize: 8 };

/** A section's cards with 'Cargar más notas' (spec 3, 2 "Section pages and grids"). */
export function SectionGrid({ config, data, ctx }: BlockProps<Config, Data>) {
  const { items, loading, hasMore, loadMore } = useSectionLoadMore(data, ctx.site.slug, SECTION_GRID_PAGING.moreSize);
  if (items.length === 0) return null;
  return (
    <CardGrid
      className="section-grid"
      title={config.title}
      titleHref={sectionLanding(data.section)}
      items={items}
      columns={4}
      more={{ label: 'Cargar más notas', shown: hasMore, loading, onClick: () => void loadMore(), look: 'outline' }}
    />
  );
}
