/**
 * V8 keeps a string one byte per character while every character is Latin-1; a single '—' or '“' makes the whole
 * page two bytes per character, and at a page's size every splice, join and Buffer conversion of it then costs ten
 * to thirty times more (measured 2026-11-26: docs/performance.md). Characters past Latin-1 are written as numeric
 * character references instead, which the HTML parser turns back into the same characters (text and attribute
 * values alike). Script and style bodies are raw text, where references mean nothing: they are left as they are
 * (the JSON we write there escapes such characters itself: `safeJson`).
 */
const WIDE = /[^\u0000-\u00ff]/u;
const WIDE_ALL = /[^\u0000-\u00ff]/gu;
const RAW_TEXT = /(<script\b[^>]*>[\s\S]*?<\/script>|<style\b[^>]*>[\s\S]*?<\/style>)/i;

const reference = (ch: string) => `&#x${ch.codePointAt(0)!.toString(16)};`;

/**
 * A string made from a two-byte one stays two-byte inside V8 even once every character is Latin-1 (a `replace`
 * builds its result in its subject's width): a round trip through Latin-1 bytes gives the one-byte string.
 * Server only (renderToString's callers); elsewhere the string is returned as it is.
 */
export function asOneByte(latin1: string): string {
  return typeof Buffer === 'undefined' ? latin1 : Buffer.from(latin1, 'latin1').toString('latin1');
}

export function oneByteHtml(html: string): string {
  if (!WIDE.test(html)) return html;
  const out = html
    .split(RAW_TEXT)
    .map((part, i) => (i % 2 ? part : part.replace(WIDE_ALL, reference)))
    .join('');
  return WIDE.test(out) ? out : asOneByte(out);
}

/** The same for JSON (inside a script element): `\uXXXX` escapes, which JSON.parse reads back. */
export function oneByteJson(json: string): string {
  if (!WIDE.test(json)) return json;
  return asOneByte(json.replace(/[^\u0000-\u00ff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`));
}
