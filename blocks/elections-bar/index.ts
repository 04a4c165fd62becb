import { defineBlock } from '../../runtime/define-block';
import { hasSection, sectionIds, tagSlug } from '../../contracts/ans';
import { ElectionsBar } from './ElectionsBar';
import { config, type Data } from './config';

/** Spec 1, 2.1: a variation of the default article, for stories in /elecciones only. */
export const ELECTIONS_SECTION = '/elecciones';

export default defineBlock({
  name: 'elections-bar',
  description: 'Barra de elecciones para las notas de /elecciones',
  version: 1,
  config,
  // Elsewhere fetch answers null: the block renders nothing.
  async fetch(_config, { story }): Promise<Data | null> {
    if (!story || !hasSection(sectionIds(story), ELECTIONS_SECTION)) return null;
    return { tags: (story.taxonomy.tags ?? []).map((t) => ({ text: t.text, slug: tagSlug(t) })) };
  },
  component: ElectionsBar,
  interactive: false,
});
