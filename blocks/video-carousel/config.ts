import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { link, title } from '../../runtime/fields';
import type { ListData } from '../../runtime/list';
import type { CardItem } from '../../ui/card-item';
import { CAROUSEL_PAGE_SIZE, carouselSourceFields } from '../../ui/carousel-source';
import { VIDEO_TITLE } from './VideoCarousel';

/** Without a section or collection the carousel lists the site's videos. */
export const VIDEO_SECTION = '/videos';

export const config = z.object({
  title: title(`Título sobre el carrusel (por defecto «${VIDEO_TITLE}»)`),
  link: link('Adónde lleva el título, por ejemplo /videos/'),
  ...carouselSourceFields({
    size: CAROUSEL_PAGE_SIZE,
    max: 12,
    section: `Sección de los videos (por defecto ${VIDEO_SECTION})`,
  }),
});
export type Config = BlockConfig<typeof config>;

export type Data = ListData<CardItem>;
