import { tagSlug, type StoryDocument } from '../../contracts/ans';

/** The tag editors put on a developing story (spec 1, 2.4 names the badge but not its flag). */
export const DEVELOPING_TAG = 'noticia-en-desarrollo';

const trimSlash = (path: string) => path.replace(/\/+$/, '');

/**
 * Our reading of the missing flag: a story is developing while it is a live blog (a section
 * '/live', the same rule that chooses the live template) or when it carries the tag
 * 'noticia-en-desarrollo'.
 */
export function isDevelopingStory(story: Pick<StoryDocument, 'taxonomy'>): boolean {
  const live = story.taxonomy.sections.some((s) => trimSlash(s._id) === '/live');
  return live || (story.taxonomy.tags ?? []).some((t) => tagSlug(t) === DEVELOPING_TAG);
}
