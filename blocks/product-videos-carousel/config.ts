import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { feedSize, link, section, title } from '../../runtime/fields';
import type { ListData } from '../../runtime/list';
import type { CardItem } from '../../ui/card-item';

export const config = z.object({
  title: title('Título del carrusel; «Videos» si se deja vacío'),
  link: link('Adónde lleva el título; la página de esa sección de TV de la marca si se deja vacío'),
  section: section(
    'Sección de TV de la marca tras /{marca}-tv/ (p. ej. virales o categorias/deportes); virales si se deja vacía',
    { title: 'Sección de TV', pattern: /^[a-z0-9-]+(\/[a-z0-9-]+)?$/, reference: false },
  ),
  feedSize: feedSize({ default: 8, max: 12, description: 'Videos del carrusel (8 a 12 según la especificación)' }),
});
export type Config = BlockConfig<typeof config>;

export type Data = ListData<CardItem> & {
  /** The TV section after `/{brand-slug}-tv/` the videos come from. */
  section: string;
};
