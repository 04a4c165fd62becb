import { z } from 'zod';
import { defineBlock } from '../../runtime/define-block';
import { collectionId, feedSize } from '../../runtime/fields';
import { toCardItems, type CardItem } from '../../ui/card-item';
import { HeroSlider } from './HeroSlider';

/** Spec 3, 9: the hero slider takes 3 items. */
export const HERO_SLIDER_SIZE = 3;
/** Only what a slide shows: link, headline, image. */
export const HERO_SLIDER_FIELDS = 'canonical_url,headlines.basic,promo_items.basic';

export default defineBlock({
  name: 'hero-slider',
  description: 'Deslizador principal de la portada con las notas de una colección',
  version: 1,
  config: z.object({
    collectionId: collectionId('Colección con las notas destacadas del slider'),
    feedSize: feedSize({
      default: HERO_SLIDER_SIZE,
      max: 10,
      description: 'Número de diapositivas del slider (1 a 10)',
    }),
  }),
  // Server only. Spec 3, 1: articles without a promo image are left out of carousels.
  async fetch({ collectionId, feedSize }, { sources }): Promise<CardItem[]> {
    const list = await sources['content-api-collections']({
      queryString: collectionId,
      size: feedSize,
      sourceInclude: HERO_SLIDER_FIELDS,
    });
    return toCardItems(list.content_elements);
  },
  component: HeroSlider,
  // Above the fold: hydrate as soon as the browser is idle, so autoplay starts without delaying the LCP image.
  interactive: { hydrate: 'idle' },
});
