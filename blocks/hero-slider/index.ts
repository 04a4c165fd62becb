import { defineBlock } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import { toCardItems, withCardStandIns } from '../../ui/card-item';
import { config, type Data } from './config';
import { HeroSlider } from './HeroSlider';
/** Only what a slide shows: link, headline, image. */
export const HERO_SLIDER_FIELDS = 'canonical_url,headlines.basic,promo_items.basic,display_date,credits.by';

export default defineBlock({
  name: 'hero-slider',
  description: 'Deslizador principal de la portada con las notas de una colección',
  version: 1,
  config,
  // Server only. Spec 3, 1: articles without a promo image are left out of carousels.
  async fetch({ collectionId, feedSize }, { sources }): Promise<Data | null> {
    const list = await sources['content-api-collections']({
      queryString: collectionId,
      size: feedSize,
      sourceInclude: HERO_SLIDER_FIELDS,
    });
    return listOrNull(toCardItems(list.content_elements));
  },
  islandData: withCardStandIns,
  component: HeroSlider,
  // Above the fold, so 'visible' hydrates it as the page starts; its chunk (swiper) is not preloaded with the page,
  // so the LCP image does not share the phone's bandwidth with it (decisions 0050, 0061).
  interactive: { hydrate: 'visible' },
});
