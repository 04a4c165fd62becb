import { defineBlock } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import { CARD_FIELDS, toCardItem } from '../../ui/card-item';
import { config, type Data, type NextForum } from './config';
import { NEXT_FORUMS_SECTION } from './next-forums';
import { NextForumsCarousel } from './NextForumsCarousel';

export default defineBlock({
  name: 'next-forums-carousel',
  description: "Carrusel de los próximos foros con su botón 'Más información'",
  version: 1,
  config,
  // Server only. Spec 3, 1: forums without a promo image are left out of the carousel.
  async fetch({ section, feedSize }, { sources }): Promise<Data | null> {
    const list = await sources['content-apir']({
      includeSections: section ?? NEXT_FORUMS_SECTION,
      feedSize,
      sourceInclude: `${CARD_FIELDS},subheadlines.basic`,
    });
    const forums = list.content_elements.flatMap((doc): NextForum[] => {
      const card = toCardItem(doc);
      return card ? [{ ...card, description: doc.subheadlines?.basic }] : [];
    });
    return listOrNull(forums);
  },
  component: NextForumsCarousel,
  interactive: { hydrate: 'visible' },
});
