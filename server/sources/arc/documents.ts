import type { StoryDocument } from '../../../contracts/ans';
import { validateDocument, type DocumentProblem } from '../../content/ingest';
import { withArcImages } from '../../images/arc-images';
import type { WarnLog } from '../source-cache';

/** Where an Arc document is read for: our site slug, the Arc website id it maps to, the picture hosts we resize. */
export interface ArcSite {
  site: string;
  website: string;
  imageOrigins: readonly string[];
}

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Marks a document that came from Arc (`content:sync` resumes after the newest of them it stored). */
export const ARC_ORIGIN = 'arc_origin';

/**
 * An Arc document as our site reads it: the canonical website is our slug, the URL and primary section are the
 * website's own (`websites[website]`, for a story circulated to several websites), and only the website's sections
 * are kept (a section id names a section of one website). Everything else is left as Arc gave it.
 */
export function siteDocument(raw: unknown, { site, website }: Pick<ArcSite, 'site' | 'website'>): unknown {
  if (!isObject(raw)) return raw;
  const doc: Loose = { ...raw };
  const own = isObject(raw.websites) && isObject(raw.websites[website]) ? raw.websites[website] : undefined;
  if (raw.canonical_website === website || own) doc.canonical_website = site;
  if (own && typeof own.website_url === 'string') doc.canonical_url = own.website_url;
  if (isObject(raw.taxonomy)) {
    const taxonomy: Loose = { ...raw.taxonomy };
    const ofWebsite = (s: unknown) => isObject(s) && (s._website === undefined || s._website === website);
    if (isObject(own?.website_section) && own.website_section._id) taxonomy.primary_section = own.website_section;
    if (Array.isArray(raw.taxonomy.sections)) {
      const sections = raw.taxonomy.sections.filter(ofWebsite);
      taxonomy.sections = sections.length || !taxonomy.primary_section ? sections : [taxonomy.primary_section];
    }
    doc.taxonomy = taxonomy;
  }
  const extra = isObject(raw.additional_properties) ? raw.additional_properties : {};
  doc.additional_properties = { ...extra, [ARC_ORIGIN]: { website } };
  return doc;
}

/**
 * An ANS embargo that holds now (decision 0089): Arc's own readers are kept from it, so are ours. Read loosely: the
 * validation has already kept the document's shape.
 */
export function heldByEmbargo(doc: StoryDocument, now = Date.now()): boolean {
  const embargo = (doc.content_restrictions as { embargo?: { active?: boolean; end_time?: string } } | undefined)
    ?.embargo;
  if (!embargo?.active) return false;
  return embargo.end_time === undefined || Date.parse(embargo.end_time) > now;
}

export type Checked = { doc: StoryDocument } | { problems: DocumentProblem[] };

/**
 * One Arc document checked as every document is (`validateDocument`: the ANS schema and the fields the site relies
 * on), then with its pictures through our resizer. Refused documents come back with their problems.
 */
export function checkDocument(raw: unknown, where: ArcSite): Checked {
  const checked = validateDocument(siteDocument(raw, where));
  if ('problems' in checked) return checked;
  return { doc: withArcImages(checked.doc, where.imageOrigins) };
}

/**
 * The documents the site can show, in Arc's order: a refused one is left out and logged with its problems (the page
 * shows the rest, as a list with a broken card would), as is one under embargo or of a type lists do not hold.
 */
export function usableDocuments(raws: unknown[], where: ArcSite, log: WarnLog): StoryDocument[] {
  const out: StoryDocument[] = [];
  for (const raw of raws) {
    // A collection's unpublished item comes as a bare reference (Arc does not expand it): not shown, not an error.
    if (isObject(raw) && raw.type === 'reference') continue;
    const checked = checkDocument(raw, where);
    if ('problems' in checked) {
      log.warn({ site: where.site, problems: checked.problems }, 'Arc document refused: left out');
      continue;
    }
    // A document of another website (not circulated to this one) has no address on this site.
    if (checked.doc.canonical_website === where.site && !heldByEmbargo(checked.doc)) out.push(checked.doc);
  }
  return out;
}

/** One document (a story by its address, a gallery by its id): null when refused, embargoed or of another site. */
export function usableDocument(raw: unknown, where: ArcSite, log: WarnLog): StoryDocument | null {
  return usableDocuments([raw], where, log)[0] ?? null;
}
