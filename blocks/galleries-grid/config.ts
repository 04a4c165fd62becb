import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { feedSize, offSet, section, title } from '../../runtime/fields';
import type { CardItem } from '../../ui/card-item';
import type { ListPage } from '../../ui/use-load-more';
import { GALLERIES_FIRST_OFFSET, GALLERIES_PER_LOAD } from './constants';

export const config = z.object({
  title: title('Título sobre la grilla de galerías'),
  section: section('Sección de las galerías (por defecto /galerias)'),
  feedSize: feedSize({
    default: GALLERIES_PER_LOAD,
    // More would outgrow the island's props budget.
    max: GALLERIES_PER_LOAD,
    title: 'Galerías por carga',
    description: 'Galerías de la primera carga (1 a 12); cada clic en cargar más añade 12',
  }),
  offSet: offSet({
    default: GALLERIES_FIRST_OFFSET,
    description: 'Galerías que se saltan al comienzo (las que ya muestra la página arriba)',
  }),
});
export type Config = BlockConfig<typeof config>;

export type Data = ListPage<CardItem> & {
  /** The section queried, which the browser's next pages ask for too. */
  section: string;
};
