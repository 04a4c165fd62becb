import { tagSlug } from '../../contracts/ans';
import { z } from 'zod';
import { defineBlock } from '../../runtime/define-block';
import { RELATED_TAGS_VARIANTS, RelatedTags, type RelatedTag } from './RelatedTags';

/** Spec 1, 9: related tags show at most 5 ('Relacionados:'); the 'Noticias relacionadas' variant shows all. */
export const RELATED_TAGS_SIZE = 5;

export default defineBlock({
  name: 'related-tags',
  description: 'Temas relacionados de la nota',
  version: 1,
  config: z.object({
    variant: z.enum(RELATED_TAGS_VARIANTS).default('Relacionados').meta({
      title: 'Variante',
      description: "'Relacionados': hasta 5 etiquetas. 'Noticias relacionadas': todas las etiquetas.",
    }),
  }),
  async fetch({ variant }, { story }): Promise<{ items: RelatedTag[] } | null> {
    if (!story) return null;
    const tags = (story.taxonomy.tags ?? [])
      .map((t) => ({ text: t.text, slug: tagSlug(t) }))
      .filter((t) => t.text.trim() && t.slug.trim());
    const shown = variant === 'Noticias relacionadas' ? tags : tags.slice(0, RELATED_TAGS_SIZE);
    return { items: shown.map(({ text, slug }) => ({ text, slug })) };
  },
  component: RelatedTags,
  interactive: false,
});
