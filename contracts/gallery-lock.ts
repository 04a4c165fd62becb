import type { AnsElement, StoryDocument } from './ans';
import { isLocked } from './entitlement';

/**
 * What a public answer (cached page, island props, content sources) may carry of a gallery's pictures: all of them
 * when the paywall does not lock it, otherwise its lead picture only, the cover a visitor sees behind the paywall's
 * modal. The other pictures and their captions reach an entitled reader through GET /api/premium/{id}/gallery.
 */
export function publicGalleryElements(
  doc: Pick<StoryDocument, 'canonical_url' | 'canonical_website' | 'content_restrictions' | 'content_elements'>,
): AnsElement[] {
  if (!isLocked(doc)) return doc.content_elements;
  const lead = doc.content_elements.find((el) => el.type === 'image');
  return lead ? [lead] : [];
}
