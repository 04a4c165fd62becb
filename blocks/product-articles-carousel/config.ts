import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { feedSize, link, section, title } from '../../runtime/fields';
import type { ListData } from '../../runtime/list';
import type { CardItem } from '../../ui/card-item';

export const config = z.object({
  title: title('Título del carrusel; el nombre de la marca si se deja vacío'),
  link: link('Adónde lleva el título; la portada de la sección si se deja vacío'),
  section: section('Sección de las notas; la sección de la marca (su identificador, p. ej. mujeres) si se deja vacía'),
  feedSize: feedSize({ default: 8, max: 12, description: 'Notas del carrusel (8 a 12 según la especificación)' }),
});
export type Config = BlockConfig<typeof config>;

export type Data = ListData<CardItem> & {
  /** The section queried, whose landing the title links to by default. */
  section: string;
};
