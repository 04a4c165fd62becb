import { z } from 'zod';
import { defineBlock } from '../../runtime/define-block';
import { RelatedTags, type RelatedTag } from './RelatedTags';

/** Spec 1, 9: related tags show at most 5. */
export const RELATED_TAGS_SIZE = 5;

export default defineBlock({
  name: 'related-tags',
  version: 1,
  config: z.object({
    published: z.boolean().default(false).meta({ title: 'Publicado' }),
  }),
  async fetch(_config, { story }): Promise<{ items: RelatedTag[] } | null> {
    if (!story) return null;
    const tags = (story.taxonomy.tags ?? []).filter((t) => t.text.trim() && t.slug.trim());
    return { items: tags.slice(0, RELATED_TAGS_SIZE).map(({ text, slug }) => ({ text, slug })) };
  },
  component: RelatedTags,
  interactive: false,
});
