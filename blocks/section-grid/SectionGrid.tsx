import type { BlockProps } from '../../runtime/define-block';
import { PagedSectionGrid } from '../../ui/PagedSectionGrid';
import type { SectionPaging } from '../../ui/section-paging';
import type { Config, Data } from './config';

/** Spec 3, 9: the section grid shows 7 cards from offset 4, then 'Cargar más notas' appends 8 per click. */
export const SECTION_GRID_PAGING: SectionPaging = { firstOffset: 4, firstSize: 7, moreSize: 8 };

/** A section's cards with 'Cargar más notas' (spec 3, 2 "Section pages and grids"). */
export function SectionGrid({ config, data, ctx }: BlockProps<Config, Data>) {
  return (
    <PagedSectionGrid
      className="section-grid"
      title={config.title}
      data={data}
      site={ctx.site.slug}
      moreSize={SECTION_GRID_PAGING.moreSize}
      columns={4}
      more={{ label: 'Cargar más notas', look: 'outline' }}
    />
  );
}
