import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { background, collectionId, feedSize, link, optionalField, section, title } from '../../runtime/fields';
import type { ListData } from '../../runtime/list';
import type { CardItem } from '../../ui/card-item';

export const config = z.object({
  title: title('Título sobre el carrusel'),
  link: link('Página a la que lleva el título (opcional)'),
  background: background(),
  section: section('Sección de las galerías (por defecto /galerias)'),
  collectionId: optionalField(collectionId('Colección de galerías; si está, se usa en lugar de la sección')),
  // Spec 3, 9: carousels take 8.
  feedSize: feedSize({ default: 8, max: 12, title: 'Galerías', description: 'Galerías del carrusel (1 a 12)' }),
});
export type Config = BlockConfig<typeof config>;

export type Data = ListData<CardItem>;
