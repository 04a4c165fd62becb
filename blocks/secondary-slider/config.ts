import type { BlockConfig } from '../../runtime/define-block';
import type { ListData } from '../../runtime/list';
import type { CardItem } from '../../ui/card-item';
import { config } from '../slider/config';

/** The slider's fields: title, link, section or collection, 8 to 12 items. */
export { config };
export type Config = BlockConfig<typeof config>;

export type Data = ListData<CardItem>;
