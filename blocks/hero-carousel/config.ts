import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import type { ListData } from '../../runtime/list';
import type { CardItem } from '../../ui/card-item';
import { carouselSourceFields } from '../../ui/carousel-source';

/** Spec 3, 9: the hero carousel with arrows takes 10 items. */
export const HERO_CAROUSEL_SIZE = 10;

export const config = z.object(carouselSourceFields({ size: HERO_CAROUSEL_SIZE, max: HERO_CAROUSEL_SIZE }));
export type Config = BlockConfig<typeof config>;

export type Data = ListData<CardItem>;
