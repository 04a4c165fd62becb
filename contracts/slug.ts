import { z } from 'zod';

/**
 * The one slug rule (docs/architecture.md): author pages `/autor/{slug}/`, tag pages `/noticias/{slug}/`, sections
 * and story addresses all use it. A slug is 1 to SLUG_MAX_LENGTH lowercase ASCII letters, digits and hyphens.
 */
export const SLUG_MAX_LENGTH = 100;

/** The slug pattern, also given to editors as a JSON Schema `pattern`. */
export const SLUG_PATTERN = new RegExp(`^[a-z0-9-]{1,${SLUG_MAX_LENGTH}}$`);
const SLUG = SLUG_PATTERN;

/** Whether a value (an address segment, a query parameter) is a slug. */
export function isSlug(value: string | undefined): value is string {
  return value !== undefined && SLUG.test(value);
}

/** A slug as a zod field, for source parameters and block configs. */
export const slugField = z.string().regex(SLUG, 'a slug of lowercase letters, digits and hyphens');

/**
 * Slug of a text (a name, a tag, a headline): accents stripped, lowercased, whitespace to hyphens, other characters
 * that are not letters, digits or hyphens dropped, repeated hyphens collapsed, and cut at a hyphen before `max`
 * characters (SLUG_MAX_LENGTH unless a shorter limit is asked for).
 */
export function toSlug(text: string, max = SLUG_MAX_LENGTH): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  return cut.slice(0, cut.lastIndexOf('-') > 20 ? cut.lastIndexOf('-') : max);
}
