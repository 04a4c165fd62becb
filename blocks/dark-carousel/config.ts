import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { link, title } from '../../runtime/fields';
import type { ListData } from '../../runtime/list';
import type { CardItem } from '../../ui/card-item';
import { CAROUSEL_PAGE_SIZE, carouselSourceFields } from '../../ui/carousel-source';

export const config = z.object({
  title: title('Título sobre el carrusel; sin él, el carrusel va solo'),
  link: link('Adónde lleva el título'),
  ...carouselSourceFields({ size: CAROUSEL_PAGE_SIZE, max: 12 }),
});
export type Config = BlockConfig<typeof config>;

export type Data = ListData<CardItem>;
