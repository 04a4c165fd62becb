import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { feedSize } from '../../runtime/fields';
import type { OpinionItem } from '../../ui/opinion/opinion-item';
import type { ListPage } from '../../ui/use-load-more';

export const config = z.object({
  feedSize: feedSize({
    default: 16,
    max: 48,
    title: 'Columnas por página',
    description: "Columnas antes de 'Cargar más' y en cada carga (16 según la especificación)",
  }),
});
export type Config = BlockConfig<typeof config>;

/** The columnist the address names, as the hero shows them. */
export interface ProductAuthor {
  /** The authors source's id, which the search-author source takes as `includeId`. */
  id: string;
  byline: string;
  bio?: string;
  photo?: string;
}

export type Data = ListPage<OpinionItem> & {
  /** The slug read from the address (its third segment). */
  slug: string;
  /** Null when no author has that slug: the page says so and answers 404. */
  author: ProductAuthor | null;
  /** `opinion-{product}`: the brand's opinion section, as the source takes it. */
  includeSections: string;
};
