import type { BlockProps } from '../../runtime/define-block';
import { PagedSectionGrid } from '../../ui/PagedSectionGrid';
import type { SectionPaging } from '../../ui/section-paging';
import type { Config, Data } from './config';

/** Spec 3, 9: the section-more grid's first page is 6 cards at offset 9, then 'Ver más contenido' adds 6. */
export const SECTION_MORE_PAGING: SectionPaging = { firstOffset: 9, firstSize: 6, moreSize: 6 };

/** More of a section's cards, below its first stories, with 'Ver más contenido' (spec 3, 2). */
export function SectionMoreGrid({ config, data, ctx }: BlockProps<Config, Data>) {
  return (
    <PagedSectionGrid
      className="section-more-grid"
      title={config.title}
      data={data}
      site={ctx.site.slug}
      moreSize={SECTION_MORE_PAGING.moreSize}
      columns={3}
      more={{ label: 'Ver más contenido', look: 'solid' }}
    />
  );
}
