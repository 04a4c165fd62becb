import { defineBlock } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import { CARD_FIELDS, toCardItem } from '../../ui/card-item';
import { config, type Data, type HeroSlide } from './config';
import { HERO_GALLERY_SECTION } from './hero-gallery';
import { ForumsHeroGallery } from './ForumsHeroGallery';

export default defineBlock({
  name: 'forums-hero-gallery',
  description: 'Galería principal de los foros: sus imágenes pasan solas cada 5 segundos',
  version: 1,
  config,
  // Server only. Spec 3, 1: forums without a promo image are left out.
  async fetch({ section, feedSize }, { sources }): Promise<Data | null> {
    const list = await sources['content-apir']({
      includeSections: section ?? HERO_GALLERY_SECTION,
      feedSize,
      sourceInclude: `${CARD_FIELDS},subheadlines.basic`,
    });
    const slides = list.content_elements.flatMap((doc): HeroSlide[] => {
      const card = toCardItem(doc);
      return card ? [{ ...card, description: doc.subheadlines?.basic }] : [];
    });
    return listOrNull(slides);
  },
  component: ForumsHeroGallery,
  // Above the fold, so 'visible' hydrates it as the page starts, and autoplay with it; unlike 'idle' it keeps swiper
  // out of the home's JavaScript before interaction (issue 13: the forums home sat at its 90 KB budget).
  interactive: { hydrate: 'visible' },
});
