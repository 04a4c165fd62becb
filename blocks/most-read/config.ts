import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import type { ListData } from '../../runtime/list';
import type { MostReadItem } from '../../contracts/sources/taboola-newsroom-api';

export const config = z.object({});
export type Config = BlockConfig<typeof config>;

/** What a list item shows: the source's ranking without its id. */
export type Data = ListData<Pick<MostReadItem, 'url' | 'title'>>;
