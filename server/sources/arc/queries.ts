/**
 * The `q` of Arc's Content API search (Elasticsearch's query-string syntax, decision 0090). Every value we put in a
 * query is quoted or escaped, so a reader's words or a page's section can never change the query's shape.
 */

/** The types the local store holds: a list never shows a redirect, a collection or a bare image. */
export const LISTED_TYPES = 'type:(story OR gallery OR video)';

/** A value as an exact phrase: `"…"` with its quotes and backslashes escaped. */
export function phrase(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** One field equal to any of the values: `taxonomy.sections._id:("/nacion" OR "/politica")`. */
export function anyOf(field: string, values: string[]): string {
  const unique = [...new Set(values)];
  return unique.length === 1 ? `${field}:${phrase(unique[0])}` : `${field}:(${unique.map(phrase).join(' OR ')})`;
}

/** An instant range: `[from TO before}` (from included, before excluded); an open end is `*`. */
export function range(field: string, from: Date | string | undefined, before: Date | string | undefined): string {
  const iso = (d: Date | string | undefined) =>
    d === undefined ? '*' : phrase(typeof d === 'string' ? d : d.toISOString());
  return `${field}:[${iso(from)} TO ${iso(before)}${before === undefined ? ']' : '}'}`;
}

// Elasticsearch's reserved characters; `<` and `>` cannot be escaped, so they go.
const RESERVED = /[+\-=&|!(){}[\]^"~*?:\\/]/g;

/**
 * A reader's words as query-string terms, every one required (as the local search's `plainto_tsquery`): reserved
 * characters escaped, `<`/`>` dropped, and AND, OR and NOT lowercased so they are words, not operators.
 */
export function readerWords(text: string): string[] {
  return text
    .replace(/[<>]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (/^(AND|OR|NOT)$/.test(word) ? word.toLowerCase() : word).replace(RESERVED, (c) => `\\${c}`));
}

/** Clauses that must all hold, as one query; empty clauses are left out. */
export function allOf(...clauses: (string | undefined)[]): string {
  return clauses.filter(Boolean).join(' AND ');
}
