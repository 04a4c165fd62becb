import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { link, title } from '../../runtime/fields';
import type { CardItem } from '../../ui/card-item';
import { CAROUSEL_PAGE_SIZE, carouselSourceFields } from '../../ui/carousel-source';
import type { ListPage } from '../../ui/use-load-more';

export const config = z.object({
  title: title('Título sobre el carrusel'),
  link: link('Adónde lleva el título'),
  ...carouselSourceFields({ size: CAROUSEL_PAGE_SIZE, max: 12 }),
});
export type Config = BlockConfig<typeof config>;

/** The first page, and what 'Cargar más' continues: the section read (absent when a collection is listed). */
export type Data = ListPage<CardItem> & { section?: string };
