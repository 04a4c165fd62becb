import { defineBlock } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import { toCardItems } from '../../ui/card-item';
import { firstPageQuery } from '../../ui/paged-list';
import { config, type Data } from './config';
import { DateArchive } from './DateArchive';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export default defineBlock({
  name: 'date-archive',
  description: 'Archivo por fecha: 50 notas por página, «Cargar más notas»',
  version: 1,
  config,
  // The day comes from the address (/archivo/{YYYY-MM-DD}/), as spec 3 says of pages that need a date.
  async fetch({ feedSize }, { params, sources }): Promise<Data | null> {
    const date = params.date;
    if (!date || !isoDate.test(date) || Number.isNaN(Date.parse(`${date}T12:00:00Z`))) return null;
    const list = await sources['content-apir-date']({ date, ...firstPageQuery(feedSize) });
    // Spec 3, 1: a day without stories (with an image) renders nothing; the page still answers 200.
    return listOrNull(toCardItems(list.content_elements), { date, count: list.count });
  },
  component: DateArchive,
});
