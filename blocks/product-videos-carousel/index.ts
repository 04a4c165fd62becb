import { defineBlock } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import { toCardItems } from '../../ui/card-item';
import { config, type Data } from './config';
import {
  brandTvSection,
  DEFAULT_TV_SECTION,
  PRODUCT_VIDEO_FIELDS,
  ProductVideosCarousel,
} from './ProductVideosCarousel';

export default defineBlock({
  name: 'product-videos-carousel',
  description: 'Carrusel de videos de la TV de una marca producto (p. ej. /mujeres-tv/virales)',
  version: 1,
  config,
  // Server only. The brand's TV lives under /{brand-slug}-tv/; videos without a picture have no slide.
  async fetch({ section, feedSize }, { sources, site }): Promise<Data | null> {
    const rest = section ?? DEFAULT_TV_SECTION;
    const list = await sources['content-apir-semanaTV-v2']({
      includeSections: brandTvSection(site.slug, rest),
      feedSize,
      sourceInclude: PRODUCT_VIDEO_FIELDS,
    });
    return listOrNull(toCardItems(list.content_elements), { section: rest });
  },
  component: ProductVideosCarousel,
  interactive: { hydrate: 'visible' },
});
