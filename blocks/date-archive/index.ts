import { z } from 'zod';
import { defineBlock } from '../../runtime/define-block';
import { CARD_FIELDS, toCardItems } from '../../ui/card-item';
import { DateArchive, type DateArchiveData } from './DateArchive';

/** Spec 3, 9: the date page shows 50 per page. */
export const DATE_PAGE_SIZE = 50;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export default defineBlock({
  name: 'date-archive',
  version: 1,
  config: z.object({
    published: z.boolean().default(false).meta({ title: 'Publicado' }),
    feedSize: z
      .number()
      .int()
      .min(1)
      .max(50)
      .default(DATE_PAGE_SIZE)
      .meta({ title: 'Notas por página', description: 'Cuántas notas del día se muestran primero' }),
  }),
  // The day comes from the address (/archivo/{YYYY-MM-DD}/), as spec 3 says of pages that need a date.
  async fetch({ feedSize }, { params, sources }): Promise<DateArchiveData | null> {
    const date = params.date;
    if (!date || !isoDate.test(date) || Number.isNaN(Date.parse(`${date}T12:00:00Z`))) return null;
    const list = await sources['content-apir-date']({ date, feedSize, feedOffset: 0, sourceInclude: CARD_FIELDS });
    return { date, results: toCardItems(list.content_elements), count: list.count };
  },
  component: DateArchive,
});
