import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { collectionId, feedSize, link, title } from '../../runtime/fields';
import type { CardItem } from '../../ui/card-item';
import type { ListPage } from '../../ui/use-load-more';
import { COLLECTION_GALLERY_STEP } from './constants';

export const config = z.object({
  collectionId: collectionId('Colección con las galerías, en el orden del editor'),
  title: title('Título sobre las galerías'),
  link: link('Página a la que lleva el título (opcional)'),
  feedSize: feedSize({
    default: COLLECTION_GALLERY_STEP,
    max: 12,
    title: 'Galerías de la primera carga',
    description: 'Galerías que se muestran antes de cargar más (1 a 12); cada clic añade 6',
  }),
});
export type Config = BlockConfig<typeof config>;

export type Data = ListPage<CardItem>;
