import type { BlockProps } from '../../runtime/define-block';
import { Card } from '../../ui/Card';
import type { CardItem } from '../../ui/card-item';
import { PagedSectionGrid } from '../../ui/PagedSectionGrid';
import type { SectionPaging } from '../../ui/section-paging';
import type { Config, Data } from './config';

/** Spec 3, 9: 4 special reports per load, the first from offset 9. */
export const SPECIAL_REPORT_PAGING: SectionPaging = { firstOffset: 9, firstSize: 4, moreSize: 4 };
/** The special reports' section when the editor names none. */
export const SPECIAL_REPORT_SECTION = '/especiales';

function SpecialCard({ item }: { item: CardItem }) {
  return (
    <div className="special-report__item">
      <Card item={item} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" />
      <a className="special-report__cta" href={item.url}>
        Ver el especial
      </a>
    </div>
  );
}

/**
 * Special reports with a 'Ver el especial' button on each card and 'Cargar más' loading `feedSize` more (spec 3, 2
 * "Hero sliders and carousels"). Items without a main image are dropped (spec 3, 5).
 */
export function SpecialReport({ config, data, ctx }: BlockProps<Config, Data>) {
  return (
    <PagedSectionGrid
      className="special-report"
      title={config.title}
      data={data}
      site={ctx.site.slug}
      moreSize={config.feedSize}
      columns={4}
      renderItem={(item) => <SpecialCard item={item} />}
      more={{ label: 'Cargar más', look: 'outline' }}
    />
  );
}
