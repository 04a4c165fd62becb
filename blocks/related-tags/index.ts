import { tagSlug } from '../../contracts/ans';
import { defineBlock } from '../../runtime/define-block';
import { perStory } from '../../runtime/html-cache-keys';
import { listOrNull } from '../../runtime/list';
import { config, type Data } from './config';
import { RelatedTags } from './RelatedTags';

/** Spec 1, 9: related tags show at most 5 ('Relacionados:'); the 'Noticias relacionadas' variant shows all. */
export const RELATED_TAGS_SIZE = 5;

export default defineBlock({
  name: 'related-tags',
  description: 'Temas relacionados de la nota',
  version: 1,
  config,
  async fetch({ variant }, { story }): Promise<Data | null> {
    if (!story) return null;
    const tags = (story.taxonomy.tags ?? [])
      .map((t) => ({ text: t.text, slug: tagSlug(t) }))
      .filter((t) => t.text.trim() && t.slug.trim());
    const shown = variant === 'Noticias relacionadas' ? tags : tags.slice(0, RELATED_TAGS_SIZE);
    return listOrNull(shown.map(({ text, slug }) => ({ text, slug })));
  },
  component: RelatedTags,
  interactive: false,
  htmlCache: perStory,
});
