import { defineBlock } from '../../runtime/define-block';
import type { StoryDocument } from '../../contracts/ans';
import { listOrNull } from '../../runtime/list';
import { toCardItems } from '../../ui/card-item';
import { config, type Data } from './config';
import { RelatedGalleries } from './RelatedGalleries';

/** Spec 1, 9: gallery lists take 4. */
export const RELATED_GALLERIES_SIZE = 4;

/**
 * Spec 1, 7: 'Galerías relacionadas' is content-apir-v2 with the story's primary section written
 * without its slash and the story's subtype.
 */
export function relatedGalleriesQuery(story: StoryDocument) {
  return {
    includeSections: story.taxonomy.primary_section._id.replace(/^\/+|\/+$/g, ''),
    ...(story.subtype ? { includeSubtypes: story.subtype } : {}),
    feedSize: RELATED_GALLERIES_SIZE,
  };
}

export default defineBlock({
  name: 'related-galleries',
  description: 'Galerías relacionadas',
  version: 1,
  config,
  async fetch(_config, { sources, story }): Promise<Data | null> {
    if (!story) return null;
    const list = await sources['content-apir-v2'](relatedGalleriesQuery(story));
    // The gallery being viewed is not related to itself.
    return listOrNull(toCardItems(list.content_elements.filter((doc) => doc._id !== story._id)));
  },
  component: RelatedGalleries,
  interactive: false,
});
