import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import type { ListData } from '../../runtime/list';
import type { CardItem } from '../../ui/card-item';
import { CAROUSEL_PAGE_SIZE, carouselSourceFields } from '../../ui/carousel-source';

/** The lifestyle section the carousel lists unless the editor picks another. */
export const LIFESTYLE_SECTION = '/estilo-de-vida';

export const config = z.object(
  carouselSourceFields({
    size: CAROUSEL_PAGE_SIZE,
    max: 12,
    section: `Sección de las notas (por defecto ${LIFESTYLE_SECTION})`,
  }),
);
export type Config = BlockConfig<typeof config>;

export type Data = ListData<CardItem>;
