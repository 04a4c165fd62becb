import { defineBlock } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import { toCardItems } from '../../ui/card-item';
import { config, type Data } from './config';
import { PRODUCT_HERO_FIELDS, PRODUCT_HERO_SIZE, ProductHeroCarousel } from './ProductHeroCarousel';

export default defineBlock({
  name: 'product-hero-carousel',
  description: 'Deslizador principal de una marca producto (p. ej. Mujeres): 3 notas de una colección',
  version: 1,
  config,
  // Server only. Spec 3, 9: the {product} hero slider takes 3 items; no promo image, no slide.
  async fetch({ collectionId }, { sources }): Promise<Data | null> {
    const list = await sources['content-api-collections']({
      queryString: collectionId,
      size: PRODUCT_HERO_SIZE,
      sourceInclude: PRODUCT_HERO_FIELDS,
    });
    return listOrNull(toCardItems(list.content_elements).slice(0, PRODUCT_HERO_SIZE));
  },
  component: ProductHeroCarousel,
  // Above the fold: hydrate when the browser is idle, after the first picture.
  interactive: { hydrate: 'idle' },
});
