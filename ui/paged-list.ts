import { z } from 'zod';
import { CARD_FIELDS } from './card-item';
import { feedSize } from '../runtime/fields';

/** What editors read under 'Notas por página' on pages that 'Cargar más' continues. */
export const LOAD_MORE_PAGE_SIZE = "Cuántas notas se muestran antes de 'Cargar más'";

/**
 * The config of a page listing stories (author, tag, date archive): the server renders the first
 * `feedSize` stories; the rest are the load-more-list's, so a page of more than 50 is never sent.
 */
export function pagedListConfig(pageSize: number, description: string) {
  return z.object({
    feedSize: feedSize({ default: pageSize, max: 50, title: 'Notas por página', description }),
  });
}

/** The source query of a list's first page: from the newest, with the fields a teaser shows (and `extraFields`). */
export function firstPageQuery(feedSize: number, extraFields?: string) {
  return { feedSize, feedOffset: 0, sourceInclude: extraFields ? `${CARD_FIELDS},${extraFields}` : CARD_FIELDS };
}
