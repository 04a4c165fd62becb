import type { BlockProps } from '../../runtime/define-block';
import { PagedSectionGrid } from '../../ui/PagedSectionGrid';
import type { SectionPaging } from '../../ui/section-paging';
import type { Config, Data } from './config';

/** Spec 3, 9: the first 4 cartoons at offset 5, then 2 more per 'VER MÁS CARICATURAS' click. */
export const CARTOONS_PAGING: SectionPaging = { firstOffset: 5, firstSize: 4, moreSize: 2 };
/** The cartoons' section when the editor names none. */
export const CARTOONS_SECTION = '/caricaturas';

/** The cartoons grid with 'VER MÁS CARICATURAS' (spec 3, 2 "Cartoons"); a capitals button loads as 'CARGANDO...'. */
export function CartoonsGrid({ config, data, ctx }: BlockProps<Config, Data>) {
  return (
    <PagedSectionGrid
      className="cartoons-grid"
      title={config.title}
      data={data}
      site={ctx.site.slug}
      moreSize={CARTOONS_PAGING.moreSize}
      columns={4}
      more={{ label: 'VER MÁS CARICATURAS', loadingLabel: 'CARGANDO...', look: 'solid' }}
    />
  );
}
