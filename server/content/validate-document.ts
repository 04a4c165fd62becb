import { sitePath, storyDocument, type StoryDocument } from '../../contracts/ans';
import { ANS_VERSION, ansSchemaProblems, childPointer, SUPPORTED_VERSION, type SchemaProblem } from './ans-schema';
import type { DocumentProblem } from './ingest';

/**
 * Whether an ANS document is acceptable, and the document as the site stores and reads it (decision 0088; what each
 * fallback does: docs/content.md). In this order:
 * 1. its `version`: 0.10.x, read as ANS 0.10.12; any other is refused with that said;
 * 2. the official ANS schema of its type (schema/ans/0.10.12, server/content/ans-schema.ts): everything valid there
 *    passes this step, nothing invalid does;
 * 3. our site rules, with the fallbacks that fill in what a page needs and a valid document may lack: an `_id`, the
 *    website, the canonical URL (a path of this site) and a primary section are required; the title, the dates, the
 *    sections and a video's promo item are filled in when missing;
 * 4. the zod contract (contracts/ans.ts), which every document that passed 1-3 meets: what the rest of the code reads.
 * The stored document is the one given with only those missing fields filled in: nothing given is changed or dropped
 * (a date in another RFC 3339 form is rewritten as ISO 8601), so it stays valid ANS and round-trips.
 */
export function validateDocument(raw: unknown): { doc: StoryDocument } | { problems: DocumentProblem[] } {
  const id = isObject(raw) && typeof raw._id === 'string' && raw._id ? raw._id : '(sin _id)';
  const refuse = (problems: SchemaProblem[]) => ({ problems: problems.map((p) => ({ id, ...p })) });
  if (!isObject(raw)) return refuse([{ pointer: '/', rule: 'an ANS document is a JSON object' }]);
  const version = checkVersion(raw.version);
  if (version) return refuse([version]);
  if (raw.type === 'redirect') {
    const schema = ansSchemaProblems('redirect', raw);
    return refuse(schema.length ? schema : [{ pointer: '/type', rule: REDIRECT_NOT_CONTENT }]);
  }
  if (raw.type !== 'story' && raw.type !== 'gallery' && raw.type !== 'video') {
    return refuse([
      { pointer: '/type', rule: 'must be "story", "gallery" or "video": the ANS types this site imports' },
    ]);
  }
  // Both judged at once, so a publisher sees every problem of a document in one answer (the site rules read loosely
  // and only add a problem where the schema found none).
  const schema = ansSchemaProblems(raw.type, raw);
  const { doc, problems } = applySiteRules(raw);
  const site = problems.filter((p) => !schema.some((s) => s.pointer === p.pointer));
  if (schema.length || site.length) return refuse([...schema, ...site]);
  const parsed = storyDocument.safeParse(doc);
  if (parsed.success) return { doc: parsed.data };
  // Valid ANS the contract cannot read: only where the schema checks nothing (a promo item is any `content`).
  return refuse(
    parsed.error.issues.map((issue) => ({
      pointer: issue.path.reduce<string>((at, key) => childPointer(at, String(key)), '') || '/',
      rule: issue.message,
    })),
  );
}

/** An ANS redirect (redirect.json): the address it moves from and to. */
export interface AnsRedirect {
  canonical_url: string;
  redirect_url: string;
}

const REDIRECT_NOT_CONTENT =
  'a redirect is valid ANS but not a page: import the story itself (a story whose canonical_url changes leaves a 301 at its old address); validateRedirect reads redirects';

/** An ANS redirect document checked by the same schema: for sources that answer an address with one (Arc). */
export function validateRedirect(raw: unknown): { redirect: AnsRedirect } | { problems: DocumentProblem[] } {
  const id = isObject(raw) && typeof raw._id === 'string' && raw._id ? raw._id : '(sin _id)';
  const refuse = (problems: SchemaProblem[]) => ({ problems: problems.map((p) => ({ id, ...p })) });
  if (!isObject(raw)) return refuse([{ pointer: '/', rule: 'an ANS document is a JSON object' }]);
  const version = checkVersion(raw.version);
  if (version) return refuse([version]);
  if (raw.type !== 'redirect') return refuse([{ pointer: '/type', rule: 'must be "redirect"' }]);
  const schema = ansSchemaProblems('redirect', raw);
  if (schema.length) return refuse(schema);
  const { canonical_url, redirect_url } = raw as unknown as AnsRedirect;
  const problems = [
    ...pathProblems('/canonical_url', canonical_url),
    ...(redirect_url.startsWith('https://') ? [] : pathProblems('/redirect_url', redirect_url)),
  ];
  return problems.length ? refuse(problems) : { redirect: { canonical_url, redirect_url } };
}

/* ------------------------------------------------------------------------------------------------------------ */

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => v !== null && typeof v === 'object' && !Array.isArray(v);
const nonBlank = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

function checkVersion(version: unknown): SchemaProblem | null {
  if (version === undefined) {
    return {
      pointer: '/version',
      rule: `required: an ANS document says its version (this site reads ANS 0.10.x, validated as ${ANS_VERSION})`,
    };
  }
  if (typeof version === 'string' && SUPPORTED_VERSION.test(version)) return null;
  return {
    pointer: '/version',
    rule: `ANS version ${JSON.stringify(version)} is not supported: this site reads ANS 0.10.x, validated as ${ANS_VERSION}`,
  };
}

function pathProblems(pointer: string, value: unknown): SchemaProblem[] {
  const checked = sitePath.safeParse(value);
  return checked.success ? [] : checked.error.issues.map((i) => ({ pointer, rule: i.message }));
}

/** The title a document without `headlines.basic` takes. */
export const UNTITLED = 'Sin título';
/** A title made from other text is cut at a word before this many characters, with an ellipsis. */
export const DERIVED_TITLE_MAX = 110;

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text of editor HTML, in one line: tags dropped, common entities decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d{1,7}|#x[\da-f]{1,6}|[a-z]+);/gi, (entity, name: string) => {
      const code = /^#x/i.test(name) ? parseInt(name.slice(2), 16) : name.startsWith('#') ? Number(name.slice(1)) : -1;
      if (code >= 0) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

function shorten(text: string): string {
  if (text.length <= DERIVED_TITLE_MAX) return text;
  const cut = text.slice(0, DERIVED_TITLE_MAX - 1);
  const word = cut.lastIndexOf(' ');
  return `${(word > DERIVED_TITLE_MAX / 2 ? cut.slice(0, word) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/**
 * The title of a document without one: its description; for a story or a gallery then its first text paragraph; then
 * «Sin título». Text taken from elsewhere is plain text, cut to 110 characters.
 */
export function fallbackTitle(doc: Loose): string {
  const description = isObject(doc.description) ? doc.description.basic : undefined;
  if (nonBlank(description)) return shorten(plainText(description)) || UNTITLED;
  if (doc.type !== 'video' && Array.isArray(doc.content_elements)) {
    for (const el of doc.content_elements) {
      if (isObject(el) && el.type === 'text' && typeof el.content === 'string') {
        const text = plainText(el.content);
        if (text) return shorten(text);
      }
    }
  }
  return UNTITLED;
}

const ISO_DATE_TIME = storyDocument.shape.publish_date;
const RFC3339 = /^(\d{4}-\d\d-\d\d)[Tt ](\d\d:\d\d:\d\d(?:\.\d+)?)(?:([Zz])|([+-]\d\d)(?::?(\d\d))?)$/;

/** A date-time the schema accepts (RFC 3339) in the ISO 8601 form the contract reads; undefined when none. */
function isoDateTime(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (ISO_DATE_TIME.safeParse(value).success) return value;
  const m = RFC3339.exec(value);
  if (!m) return undefined;
  const [, date, time, zulu, hours, minutes] = m;
  const iso = `${date}T${time}${zulu ? 'Z' : `${hours}:${minutes ?? '00'}`}`;
  if (ISO_DATE_TIME.safeParse(iso).success) return iso;
  const parsed = new Date(iso.replace(/:60(?=[.+\-Z])/, ':59')); // a leap second
  return Number.isNaN(parsed.getTime()) ? undefined : parsed.toISOString();
}

/** A section's id: its `_id`, a reference's referent id, or its path. */
function sectionId(section: unknown): string | undefined {
  if (!isObject(section)) return undefined;
  if (nonBlank(section._id)) return section._id;
  const referent = isObject(section.referent) ? section.referent.id : undefined;
  if (nonBlank(referent)) return referent;
  return nonBlank(section.path) ? section.path : undefined;
}

/** The section with its id filled in (`_id` is allowed on a section and on a reference alike). */
const withId = (section: Loose, id: string): Loose => (section._id === id ? section : { ...section, _id: id });

/**
 * Our rules on a schema-valid document, and the fallbacks for what a page needs (docs/content.md). Returns a copy
 * with only missing fields filled in; the input is not changed.
 */
export function applySiteRules(raw: Loose): { doc: Loose; problems: SchemaProblem[] } {
  const doc: Loose = { ...raw };
  const problems: SchemaProblem[] = [];
  const websites = isObject(raw.websites) ? raw.websites : {};

  if (!nonBlank(raw._id)) problems.push({ pointer: '/_id', rule: 'required: the site stores a document by its _id' });

  // The website: canonical_website, else the only website the document names.
  const named = Object.keys(websites);
  if (!nonBlank(raw.canonical_website) && named.length === 1) doc.canonical_website = named[0];
  const site = doc.canonical_website;
  if (!nonBlank(site)) {
    problems.push({
      pointer: '/canonical_website',
      rule: 'required: the website the document is published on (or one website in websites)',
    });
  }
  const own = nonBlank(site) && isObject(websites[site]) ? websites[site] : {};

  // The address: canonical_url, else the website's own URL; a path of this site either way.
  if (raw.canonical_url === undefined && nonBlank(own.website_url)) doc.canonical_url = own.website_url;
  if (doc.canonical_url === undefined) {
    problems.push({
      pointer: '/canonical_url',
      rule: 'required: the address of the document on its site (or websites.<site>.website_url)',
    });
  } else problems.push(...pathProblems('/canonical_url', doc.canonical_url));

  // The sections: a primary section (taxonomy's, else the website's, else the first section), each with an id.
  const taxonomy: Loose = isObject(raw.taxonomy) ? { ...raw.taxonomy } : {};
  const listed = Array.isArray(taxonomy.sections) ? taxonomy.sections : undefined;
  const primary = [taxonomy.primary_section, own.website_section, listed?.[0]].find(isObject);
  const primaryId = sectionId(primary);
  if (!primary) {
    problems.push({
      pointer: '/taxonomy/primary_section',
      rule: 'required: the section the site files the document under (or websites.<site>.website_section)',
    });
  } else if (!primaryId) {
    problems.push({ pointer: '/taxonomy/primary_section/_id', rule: 'required: a section is named by its _id' });
  } else taxonomy.primary_section = withId(primary, primaryId);
  if (listed) {
    taxonomy.sections = listed.map((section, i) => {
      const sid = sectionId(section);
      if (isObject(section) && sid) return withId(section, sid);
      problems.push({ pointer: `/taxonomy/sections/${i}/_id`, rule: 'required: a section is named by its _id' });
      return section;
    });
  } else if (isObject(taxonomy.primary_section)) taxonomy.sections = [taxonomy.primary_section];
  doc.taxonomy = taxonomy;

  // The title.
  const headlines = isObject(raw.headlines) ? raw.headlines : undefined;
  if (!nonBlank(headlines?.basic)) doc.headlines = { ...headlines, basic: fallbackTitle(raw) };

  // The dates: each in ISO 8601; publish_date, else first_publish_date, display_date, created_date; display_date,
  // else publish_date.
  const dates: Record<string, string | undefined> = {};
  for (const field of ['display_date', 'publish_date', 'first_publish_date', 'created_date', 'last_updated_date']) {
    if (raw[field] === undefined) continue;
    dates[field] = isoDateTime(raw[field]);
    if (!dates[field]) problems.push({ pointer: `/${field}`, rule: 'must be a date-time the site can read' });
    else if (field !== 'first_publish_date') doc[field] = dates[field]; // the contract reads the other four
  }
  doc.publish_date ??= dates.first_publish_date ?? dates.display_date ?? dates.created_date;
  doc.display_date ??= doc.publish_date;
  if (doc.publish_date === undefined) {
    problems.push({
      pointer: '/publish_date',
      rule: 'required: when the document was published (publish_date, first_publish_date, display_date or created_date)',
    });
  }

  // A video's promo item: its promo image, so lists show its picture as they show a story's.
  const promo = isObject(raw.promo_items) ? raw.promo_items : undefined;
  if (raw.type === 'video' && !promo?.basic && isObject(raw.promo_image) && nonBlank(raw.promo_image.url)) {
    doc.promo_items = { ...promo, basic: raw.promo_image };
  }
  return { doc, problems };
}
