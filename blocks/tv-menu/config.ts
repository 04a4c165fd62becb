import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import type { ListData } from '../../runtime/list';

export const config = z.object({});
export type Config = BlockConfig<typeof config>;

export interface TvMenuItem {
  text: string;
  link: string;
}
export type Data = ListData<TvMenuItem>;
