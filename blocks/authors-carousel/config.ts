import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { autorIds } from '../../runtime/fields';
import type { ListData } from '../../runtime/list';

export const config = z.object({
  autorIds: autorIds('Ids de autor (authors-api), p. ej. {"1": "vicky-davila"}. Sin valor: los autores de la nota.'),
});
export type Config = BlockConfig<typeof config>;

export interface CarouselAuthor {
  id: string;
  byline: string;
  /** Author page, when the author has one. */
  url?: string;
  /** Square avatar (authors-api image), when there is one. */
  image?: string;
}

export type Data = ListData<CarouselAuthor>;
