import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { customSection, feedSize, offSet, section, title, videos } from '../../runtime/fields';
import type { CardItem } from '../../ui/card-item';
import type { ListPage } from '../../ui/use-load-more';

export const config = z.object({
  title: title('Título opcional sobre la grilla, con enlace a la portada de la sección'),
  section: section('Ruta o slug de la sección (por ejemplo /nacion o nacion); sin ella, la sección de la página'),
  feedSize: feedSize({ default: 8, max: 50 }),
  offSet: offSet({ description: 'Notas de la sección que se saltan al comienzo' }),
  customSection: customSection('Nombre que muestran las tarjetas en lugar de la sección de cada nota'),
  videos: videos('Incluye las notas de video; sin marcar, la grilla solo muestra notas escritas'),
  // Off where another block of the page continues the same section (the /seccion/ page's «Ver más contenido»):
  // two buttons paging one list would show the reader the same stories twice.
  loadMore: z.boolean().default(true).meta({
    title: 'Botón «Más contenido»',
    description: 'Sin marcar, la grilla no carga más notas (otro bloque de la página sigue la sección)',
  }),
});
export type Config = BlockConfig<typeof config>;

export type Data = ListPage<CardItem> & {
  /** The section queried: the configured one or the page's. */
  section: string;
};
