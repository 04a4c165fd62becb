import { defineBlock } from '../../runtime/define-block';
import { toCardItems } from '../../ui/card-item';
import { firstPageQuery, pagedListConfig } from '../../ui/paged-list';
import { DateArchive, type DateArchiveData } from './DateArchive';

/** Spec 3, 9: the date page shows 50 per page. */
export const DATE_PAGE_SIZE = 50;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export default defineBlock({
  name: 'date-archive',
  description: 'Archivo por fecha: 50 notas por página, «Cargar más notas»',
  version: 1,
  config: pagedListConfig(DATE_PAGE_SIZE, 'Cuántas notas del día se muestran primero'),
  // The day comes from the address (/archivo/{YYYY-MM-DD}/), as spec 3 says of pages that need a date.
  async fetch({ feedSize }, { params, sources }): Promise<DateArchiveData | null> {
    const date = params.date;
    if (!date || !isoDate.test(date) || Number.isNaN(Date.parse(`${date}T12:00:00Z`))) return null;
    const list = await sources['content-apir-date']({ date, ...firstPageQuery(feedSize) });
    return { date, results: toCardItems(list.content_elements), count: list.count };
  },
  component: DateArchive,
});
