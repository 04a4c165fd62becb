import { credited, promoImage, tagSlug, type StoryDocument } from '../../contracts/ans';
import type { content } from '../db/schema';
import { toSlug } from '../../contracts/slug';
import { searchText } from '../search/search-text';
import { siteKeys } from './site-keys';

/**
 * Whether an ANS embargo holds the document at `now`, and until when (decision 0089): an inactive one is ignored,
 * one without `end_time` holds until an import lifts it, one whose `end_time` has passed holds no more.
 */
export function embargoOf(doc: StoryDocument, now: number): { embargoed: boolean; embargoUntil: Date | null } {
  const embargo = doc.content_restrictions?.embargo;
  if (!embargo?.active) return { embargoed: false, embargoUntil: null };
  if (embargo.end_time === undefined) return { embargoed: true, embargoUntil: null };
  const until = new Date(embargo.end_time);
  return until.getTime() > now ? { embargoed: true, embargoUntil: until } : { embargoed: false, embargoUntil: null };
}

/** The query columns of a content row, derived from its ANS document (the document stays whole). */
export function contentRow(doc: StoryDocument, now = Date.now()): typeof content.$inferInsert {
  const sections = doc.taxonomy.sections.map((s) => s._id);
  const tags = (doc.taxonomy.tags ?? []).map(tagSlug);
  const authors = credited(doc.credits?.by).map((a) => toSlug(a.name));
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
    ...embargoOf(doc, now),
    sponsored: doc.owner?.sponsored === true,
    hasPromoImage: Boolean(promoImage(doc)?.url),
    doc,
    searchText: searchText(doc),
  };
}
