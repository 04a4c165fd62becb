import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { feedSize } from '../../runtime/fields';
import type { ListData } from '../../runtime/list';
import type { CardItem } from '../../ui/card-item';

export const config = z.object({
  feedSize: feedSize({
    default: 10,
    max: 50,
    title: 'Resultados por página',
    description: 'Resultados por página (1 a 50)',
  }),
});
export type Config = BlockConfig<typeof config>;

/** The terms searched (empty: only the search box shows) and the total found, which the page states. */
export type Data = ListData<CardItem> & { q: string; count: number };
