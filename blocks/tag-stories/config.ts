import type { BlockConfig } from '../../runtime/define-block';
import type { ListData } from '../../runtime/list';
import type { CardItem } from '../../ui/card-item';
import { LOAD_MORE_PAGE_SIZE, pagedListConfig } from '../../ui/paged-list';

export const config = pagedListConfig(10, LOAD_MORE_PAGE_SIZE);
export type Config = BlockConfig<typeof config>;

/**
 * The tag as editors wrote it ('Gustavo Petro'), or the slug when no story names it, and its first stories. An
 * empty list is still returned, so the block's head answers 404; the component then renders nothing.
 */
export type Data = ListData<CardItem> & { tag: string; count: number };
