import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { link, section, title } from '../../runtime/fields';
import type { ListData } from '../../runtime/list';
import type { OpinionItem } from '../../ui/opinion/opinion-item';

export const config = z.object({
  title: title('Título del carrusel; «Opinión» si se deja vacío'),
  section: section('Sección de las columnas; la sección opinion del sitio si se deja vacía'),
  link: link('Adónde lleva la diapositiva «VER MÁS OPINIONES»; la portada de la sección si se deja vacío'),
  seeMore: z.boolean().default(true).meta({
    title: 'Diapositiva «VER MÁS OPINIONES»',
    description: 'Con ella, 6 columnas y la diapositiva al final; sin ella, 10 columnas',
  }),
});
export type Config = BlockConfig<typeof config>;

export type Data = ListData<OpinionItem> & {
  /** The section queried, whose landing the 'see more' slide leads to by default. */
  section: string;
};
