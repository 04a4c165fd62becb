import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import type { ListData } from '../../runtime/list';
import type { CardItem } from '../../ui/card-item';

export const config = z.object({});
export type Config = BlockConfig<typeof config>;

export type Data = ListData<CardItem>;
