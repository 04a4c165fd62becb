import type { StoryDocument } from '../../contracts/ans';
import { defineBlock } from '../../runtime/define-block';
import { perStory } from '../../runtime/html-cache-keys';
import { listOrNull } from '../../runtime/list';
import { CARD_FIELDS, toCardItems, withCardStandIns } from '../../ui/card-item';
import { CAROUSEL_CARD_SIZES } from '../../ui/OverlayCard';
import { config, type Data } from './config';
import { RelatedArticlesCarousel } from './RelatedArticlesCarousel';

/** Spec 3, 7: content-apir-v2 answers 8 related articles. */
export const RELATED_FEED_SIZE = 8;

/** Spec 3, 7: the primary section as content-apir-v2 takes it, without the leading slash ('/nacion' → 'nacion'). */
export function relatedQuery(story: StoryDocument) {
  const section = story.taxonomy?.primary_section?._id.replace(/^\/+/, '');
  if (!section) return null;
  return {
    includeSections: section,
    ...(story.subtype ? { includeSubtypes: story.subtype } : {}),
    feedSize: RELATED_FEED_SIZE,
    sourceInclude: CARD_FIELDS,
  };
}

export default defineBlock({
  name: 'related-articles-carousel',
  description: 'Carrusel de notas relacionadas: la sección principal y el subtipo de la nota que se lee',
  version: 1,
  config,
  // Server only; on a story page, ctx.story is the story being read.
  async fetch(_config, { story, sources }): Promise<Data | null> {
    const query = story && relatedQuery(story);
    if (!story || !query) return null;
    const list = await sources['content-apir-v2'](query);
    // The story being read is not related to itself.
    const related = list.content_elements.filter((doc) => doc._id !== story._id);
    return listOrNull(toCardItems(related, { fillSizes: CAROUSEL_CARD_SIZES }));
  },
  // The cards stay server HTML on hydration: the island's props carry only their number.
  islandData: withCardStandIns,
  component: RelatedArticlesCarousel,
  interactive: { hydrate: 'visible' },
  htmlCache: perStory,
});
