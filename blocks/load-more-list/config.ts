import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { feedSize, offSet, section, title } from '../../runtime/fields';
import type { CardItem } from '../../ui/card-item';
import type { ListPage } from '../../ui/use-load-more';
import type { LoadMoreQuery } from './load-page';

export const config = z.object({
  source: z
    .enum(['content-apir-date', 'content-apir-search-query', 'content-apir-author', 'content-apir-tag', 'content-apir'])
    .meta({
      title: 'Fuente',
      description:
        'La lista que continúa: archivo por fecha, búsqueda, autor o tema; o content-apir, una lista de promociones de una sección que muestra sus primeras 7 notas desde «Desde»',
    }),
  title: title('Solo con content-apir: título opcional sobre la lista de promociones'),
  section: section('Solo con content-apir: la sección de la lista; sin ella, la sección de la dirección'),
  feedSize: feedSize({
    default: 50,
    max: 50,
    title: 'Notas por clic',
    description: 'Notas que trae cada clic (1 a 50)',
  }),
  offSet: offSet({
    default: 50,
    title: 'Desde',
    description: 'Posición de la primera nota que carga el botón (con content-apir, la primera de la lista)',
  }),
  label: z.enum(['Cargar más notas', 'Cargar más']).default('Cargar más').meta({ title: 'Texto del botón' }),
});
export type Config = BlockConfig<typeof config>;

/**
 * The rest of a list whose first page another block rendered: no items yet (the server ships none, so the page's
 * cards are not sent twice), the offset the button loads from, the total, and what the list continues. A paged promo
 * list (content-apir) ships its own first page in `items`, and no `next` when that page was the last.
 */
export type Data = ListPage<CardItem> & { query: LoadMoreQuery };
