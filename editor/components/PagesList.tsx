import { useMemo, useState } from 'react';
import type { PageSummary } from '../api';
import { authorLabel, layoutLabel } from '../labels';
import { filterPages, isDraft, layoutsOf, NO_FILTER, pageName } from '../page-filter';
import { PageFilters } from './PageFilters';
import { ScheduleNote } from './ScheduleNote';
import type { PageSchedule } from '../api-schedules';

interface Props {
  pages: PageSummary[];
  onOpen: (id: string) => void;
  /** Ids of the pages waiting for a publisher (issue 26, item 3). */
  inReview?: ReadonlySet<string>;
  /** The site's pending schedules and its time zone, said in each page's row (issue 26, item 1). */
  schedules?: { list: PageSchedule[]; zone: string };
}

/** What a row says of a page: draft, live, shared (issue 25, 4). */
function Badges({ page, inReview }: { page: PageSummary; inReview?: boolean }) {
  return (
    <>
      {isDraft(page) && <span className="ed-badge ed-badge--draft">Borrador</span>}
      {page.published && <span className="ed-badge ed-badge--live">En línea</span>}
      {page.shared && <span className="ed-badge ed-badge--shared">Compartida</span>}
      {inReview && <span className="ed-badge ed-badge--review">En revisión</span>}
    </>
  );
}

/** The pages of the chosen site, searched, filtered and sorted; each row opens its page. */
export function PagesList({ pages, onOpen, inReview, schedules }: Props) {
  const [filter, setFilter] = useState(NO_FILTER);
  const shown = useMemo(() => filterPages(pages, filter), [pages, filter]);
  const pageLayouts = useMemo(() => layoutsOf(pages), [pages]);
  return (
    <section className="ed-pages ed-panel">
      <PageFilters filter={filter} layouts={pageLayouts} onChange={setFilter} />
      <table>
        <caption>
          Páginas del sitio{' '}
          <small>({shown.length === pages.length ? pages.length : `${shown.length} de ${pages.length}`})</small>
        </caption>
        <thead>
          <tr>
            <th scope="col">Página</th>
            <th scope="col">Ruta</th>
            <th scope="col">Última edición</th>
            <th scope="col">Estado</th>
            <th scope="col">Diseño</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((p) => (
            <tr key={p.id}>
              <td>
                <button type="button" className="ed-link" onClick={() => onOpen(p.id)}>
                  {pageName(p)}
                </button>
              </td>
              <td>
                <code>{p.route}</code>
              </td>
              <td>
                {p.updatedAt ? new Date(p.updatedAt).toLocaleString('es-CO', { timeZone: 'America/Bogota' }) : '—'}
                {p.updatedBy && <div className="ed-help">{authorLabel(p.updatedBy)}</div>}
              </td>
              <td>
                <Badges page={p} inReview={inReview?.has(p.id)} />
                {schedules && (
                  <ScheduleNote schedules={schedules.list.filter((s) => s.pageId === p.id)} zone={schedules.zone} />
                )}
              </td>
              <td>{p.layout ? layoutLabel(p.layout) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
