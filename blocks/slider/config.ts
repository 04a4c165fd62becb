import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { collectionId, link, optionalField, section, title } from '../../runtime/fields';
import type { ListData } from '../../runtime/list';
import type { CardItem } from '../../ui/card-item';
import { sliderFeedSize } from '../../ui/slider-size';

export const config = z.object({
  title: title('Título sobre el slider (opcional)'),
  link: link('Página a la que lleva el título (opcional)'),
  section: section('Sección de las notas; sin ella ni colección, la sección de la página'),
  collectionId: optionalField(collectionId('Colección de las notas; si está, se usa en lugar de la sección')),
  feedSize: sliderFeedSize(),
});
export type Config = BlockConfig<typeof config>;

export type Data = ListData<CardItem>;
