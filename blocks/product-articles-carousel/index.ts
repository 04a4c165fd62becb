import { defineBlock } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import { toCardItems } from '../../ui/card-item';
import { config, type Data } from './config';
import { PRODUCT_CAROUSEL_FIELDS, ProductArticlesCarousel } from './ProductArticlesCarousel';

export default defineBlock({
  name: 'product-articles-carousel',
  description: 'Carrusel de notas de una marca producto (p. ej. Mujeres)',
  version: 1,
  config,
  // Server only. Without a section, the brand's own: the site's slug (e.g. /mujeres). Spec 3, 1: no promo
  // image, no slide.
  async fetch({ section, feedSize }, { sources, site }): Promise<Data | null> {
    const includeSections = section ?? site.slug;
    const list = await sources['content-apir']({
      includeSections,
      feedSize,
      sourceInclude: PRODUCT_CAROUSEL_FIELDS,
    });
    return listOrNull(toCardItems(list.content_elements), { section: includeSections });
  },
  component: ProductArticlesCarousel,
  interactive: { hydrate: 'visible' },
});
