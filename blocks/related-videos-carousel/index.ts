import { defineBlock } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import { CARD_FIELDS, toCardItems } from '../../ui/card-item';
import { config, type Data } from './config';
import { RELATED_VIDEOS, RELATED_VIDEOS_SECTION } from './related-videos';
import { RelatedVideosCarousel } from './RelatedVideosCarousel';

export default defineBlock({
  name: 'related-videos-carousel',
  description: "Carrusel de videos 'Esto dijo...' de los foros (6 videos)",
  version: 1,
  config,
  // Server only. Spec 3, 1: videos without a promo image are left out; spec 3, 9: 6 at most.
  async fetch({ section }, { sources }): Promise<Data | null> {
    const list = await sources['content-apir']({
      includeSections: section ?? RELATED_VIDEOS_SECTION,
      feedSize: RELATED_VIDEOS.size,
      sourceInclude: CARD_FIELDS,
    });
    return listOrNull(toCardItems(list.content_elements).slice(0, RELATED_VIDEOS.size));
  },
  component: RelatedVideosCarousel,
  interactive: { hydrate: 'visible' },
});
