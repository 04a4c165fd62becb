import type { BlockConfig } from '../../runtime/define-block';
import type { ListPage } from '../../ui/use-load-more';
import type { CardItem } from '../../ui/card-item';
import { LOAD_MORE_PAGE_SIZE, pagedListConfig } from '../../ui/paged-list';

export const config = pagedListConfig(10, LOAD_MORE_PAGE_SIZE);
export type Config = BlockConfig<typeof config>;

/** The first page; `count` is the author's total, which load-more-list pages through. */
export type Data = ListPage<CardItem>;
