import type { BlockEntry, FieldSchema } from './catalogue';
import type { Config } from './types';

/** What the tree knows of the site: section paths and collection ids by the names editors use. */
export interface Names {
  section: Map<string, string>;
  collection: Map<string, string>;
}

/** One row's words: what the block is, what it shows, and why it would show nothing or what it ignores. */
export interface TreeSummary {
  /** Short Spanish name of the block («Grilla», «Carrusel»). */
  name: string;
  /** What it shows («Nación · 8 notas», «colección Portada»), empty when its config says nothing of it. */
  summary: string;
  /** Why the block would render nothing (spec 3, 1), when it would not. */
  empty?: string;
  /** A section and a collection set together: the collection is used (spec 3, 1), the section is not. */
  wins?: string;
}

/** Section paths as the list sources read them: `nacion`, `/nacion/` and `/nacion` are one section. */
export const sectionKey = (value: string): string => `/${value.trim().replace(/^\/+|\/+$/g, '')}`;

/** The sections a field names: several, comma-separated, as toSectionPaths reads them. */
export const splitSections = (value: unknown): string[] =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

/** Where a short name ends: the first of these after its opening words (descriptions are one Spanish line). */
const NAME_END = /[:,;(«'.]| (de|del|con|para|por|a|y|hasta|que|en|sin|o|ubicado)\b/;
const NAME_WORDS = 3;

/** «Grilla de tarjetas de notas…» → «Grilla»; «Galería multimedia: …» → «Galería multimedia». */
export function shortName(description: string): string {
  const cut = description.search(NAME_END);
  const head = (cut > 0 ? description.slice(0, cut) : description).trim();
  return head.split(/\s+/).slice(0, NAME_WORDS).join(' ');
}

const fieldsOf = (entry: BlockEntry) => Object.entries(entry.config.properties ?? {});
const keyOf = (entry: BlockEntry, kind: 'section' | 'collection') =>
  fieldsOf(entry).find(([, f]) => f.reference === kind)?.[0];
const setText = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** A section field whose fallback is the page's own section (`:section` in the route), not a fixed one. */
const fallsBackToPage = (field: FieldSchema) =>
  /secci[oó]n de la (p[aá]gina|direcci[oó]n)|de la direcci[oó]n/.test(field.description ?? '') &&
  !/si no hay/.test(field.description ?? '');

const NAMES_SHOWN = 3;

function sectionWords(values: string[], names: Names): string {
  const named = values.map((v) => names.section.get(sectionKey(v)) ?? v);
  const more = named.length - NAMES_SHOWN;
  return named.slice(0, NAMES_SHOWN).join(', ') + (more > 0 ? ` y ${more} más` : '');
}

/**
 * The row of a block, read from its config schema's shared fields (spec 3, 3: section, collectionId, feedSize,
 * title, enums) rather than a case per block: a new block gets a readable row without touching this file.
 * `route` is the page's: a block that falls back to the page's section shows nothing on a page without one.
 */
export function summarize(entry: BlockEntry | undefined, config: Config, names: Names, route = '/'): TreeSummary {
  if (!entry) return { name: 'Bloque desconocido', summary: '', empty: 'bloque desconocido' };
  const parts: string[] = [];
  const sectionField = keyOf(entry, 'section');
  const collectionField = keyOf(entry, 'collection');
  const sections = sectionField ? splitSections(config[sectionField]) : [];
  const collection = collectionField ? setText(config[collectionField]) : undefined;
  const props = entry.config.properties ?? {};

  if (collection) parts.push(`colección ${names.collection.get(collection) ?? collection}`);
  else if (sections.length) parts.push(sectionWords(sections, names));
  else if (setText(config.title)) parts.push(`«${setText(config.title)}»`);

  const size = props.feedSize ? (config.feedSize ?? props.feedSize.default) : undefined;
  if (typeof size === 'number') parts.push(`${size} ${size === 1 ? 'nota' : 'notas'}`);

  // A block with no source nor count says what it is set to: its first enum set (an ad slot's kind).
  if (!parts.length) {
    const chosen = fieldsOf(entry).find(([key, f]) => f.enum && config[key] !== undefined)?.[0];
    if (chosen) parts.push(String(config[chosen]));
  }

  return {
    name: shortName(entry.description),
    summary: parts.join(' · '),
    empty: emptyReason(entry, config, { sections, collection, size, collectionField, sectionField, route }),
    wins: collection && sections.length ? `manda la colección sobre ${sectionWords(sections, names)}` : undefined,
  };
}

interface Seen {
  sections: string[];
  collection?: string;
  size: unknown;
  collectionField?: string;
  sectionField?: string;
  route: string;
}

function emptyReason(entry: BlockEntry, config: Config, seen: Seen): string | undefined {
  if (config.published === false) return 'sin publicar';
  if (seen.collectionField && !seen.collection && entry.config.required?.includes(seen.collectionField))
    return 'sin colección';
  if (seen.size === 0) return '0 notas';
  const field = seen.sectionField && entry.config.properties?.[seen.sectionField];
  if (field && !seen.sections.length && !seen.collection && fallsBackToPage(field) && !seen.route.includes(':section'))
    return seen.collectionField ? 'sin sección ni colección' : 'sin sección';
  return undefined;
}
