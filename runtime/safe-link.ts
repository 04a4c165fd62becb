/**
 * The one rule for every link or address an editor types (issue 24, item 7): a path of the same site or an absolute
 * https:// address with a host. The check is what a browser does with the value, not a prefix: `/\evil.example`
 * starts with one slash, yet a browser reads the backslash as a slash and leaves the site.
 */

const PROBE = 'https://x.test';

/** Any character but control characters (C0, DEL, C1) and the backslash, which browsers read as `/`. */
const REST = '[^\\\\\\u0000-\\u001f\\u007f-\\u009f]*';
/**
 * The same rule as a JSON Schema pattern, so the save (ajv) and the editor's check as one types refuse what the
 * renderer ignores: a path whose second character is not `/` or `\`, or https:// with a host and no user name.
 * `isSafeLink` adds what a pattern cannot say (that the address parses). Valid with and without the `u` flag.
 */
export const SAFE_LINK_PATTERN = new RegExp(
  `^(https:\\/\\/[^\\/\\\\?#@\\s\\u0000-\\u001f\\u007f-\\u009f]+([/?#]${REST})?|\\/(?![/\\\\])${REST})$`,
);

/** What an editor reads when a link is refused. */
export const SAFE_LINK_MESSAGE =
  'debe ser una dirección https:// o una ruta del mismo sitio (sin //, \\ ni caracteres de control)';

function parses(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/** Whether `value` is a same-site path or an https:// address with a host (and no user name in it). */
export function isSafeLink(value: string): boolean {
  if (!SAFE_LINK_PATTERN.test(value)) return false;
  if (value.startsWith('/')) return parses(value, PROBE)?.origin === PROBE;
  const url = parses(value);
  // `https://www.semana.com@evil.example/` shows one host and goes to another.
  return url?.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
}

/** The value when it is safe to render as an href or a frame's src, else undefined (a stored bad value is ignored). */
export function safeLink(value: string | null | undefined): string | undefined {
  return value && isSafeLink(value) ? value : undefined;
}
