import type { BlockConfig } from '../../runtime/define-block';
import type { ListPage } from '../../ui/use-load-more';
import type { CardItem } from '../../ui/card-item';
import { pagedListConfig } from '../../ui/paged-list';

/** Spec 3, 9: the date page shows 50 per page. */
const DATE_PAGE_SIZE = 50;

export const config = pagedListConfig(DATE_PAGE_SIZE, 'Cuántas notas del día se muestran primero');
export type Config = BlockConfig<typeof config>;

/** The day's first page (never empty: an empty day renders nothing). */
export type Data = ListPage<CardItem> & { date: string };
