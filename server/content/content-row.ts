import { tagSlug, type StoryDocument } from '../../contracts/ans';
import type { content } from '../db/schema';
import { toSlug } from '../../contracts/slug';
import { searchText } from '../search/search-text';
import { siteKeys } from './site-keys';

/** The query columns of a content row, derived from its ANS document (the document stays whole). */
export function contentRow(doc: StoryDocument): typeof content.$inferInsert {
  const sections = doc.taxonomy.sections.map((s) => s._id);
  const tags = (doc.taxonomy.tags ?? []).map(tagSlug);
  const authors = (doc.credits?.by ?? []).map((a) => toSlug(a.name));
  return {
    id: doc._id,
    site: doc.canonical_website,
    type: doc.type,
    subtype: doc.subtype ?? null,
    canonicalUrl: doc.canonical_url,
    primarySection: doc.taxonomy.primary_section._id,
    sections,
    tags,
    authorSlugs: authors,
    siteKeys: siteKeys(doc.canonical_website, { sections, tags, authors }),
    publishDate: new Date(doc.publish_date),
    contentCode: doc.content_restrictions?.content_code ?? null,
    sponsored: doc.owner?.sponsored === true,
    hasPromoImage: Boolean(doc.promo_items?.basic?.url),
    doc,
    searchText: searchText(doc),
  };
}
