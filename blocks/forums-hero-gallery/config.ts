import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { feedSize, section } from '../../runtime/fields';
import type { ListData } from '../../runtime/list';
import type { CardItem } from '../../ui/card-item';
import { HERO_GALLERY_SECTION } from './hero-gallery';

export const config = z.object({
  section: section(`Sección de los foros que muestra; sin valor, /${HERO_GALLERY_SECTION}`),
  feedSize: feedSize({ default: 5, max: 10, title: 'Imágenes', description: 'Foros de la galería (1 a 10)' }),
});
export type Config = BlockConfig<typeof config>;

/** A forum's slide: its teaser and the line under its name. */
export type HeroSlide = CardItem & { description?: string };
export type Data = ListData<HeroSlide>;
