import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { title } from '../../runtime/fields';
import type { ListData } from '../../runtime/list';
import type { CardItem } from '../../ui/card-item';
import { carouselSourceFields } from '../../ui/carousel-source';

/** The capsules' own section, listed unless the editor picks another. */
export const CAPSULES_SECTION = '/economia/capsulas';

export const config = z.object({
  title: title('Título del bloque (por defecto «Cápsulas»)'),
  // Spec 3, 9: feed sizes 10 and 12; 12 by default, so that 10 remain once stories without a picture are dropped.
  ...carouselSourceFields({
    size: 12,
    min: 10,
    max: 12,
    section: `Sección de las cápsulas (por defecto ${CAPSULES_SECTION})`,
  }),
});
export type Config = BlockConfig<typeof config>;

export type Data = ListData<CardItem>;
