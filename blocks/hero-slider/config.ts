import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { collectionId, feedSize } from '../../runtime/fields';
import type { ListData } from '../../runtime/list';
import type { CardItem } from '../../ui/card-item';

/** Spec 3, 9: the hero slider takes 3 items. */
const HERO_SLIDER_SIZE = 3;

export const config = z.object({
  collectionId: collectionId('Colección con las notas destacadas del slider'),
  feedSize: feedSize({
    default: HERO_SLIDER_SIZE,
    max: 10,
    description: 'Número de diapositivas del slider (1 a 10)',
  }),
});
export type Config = BlockConfig<typeof config>;

export type Data = ListData<CardItem>;
