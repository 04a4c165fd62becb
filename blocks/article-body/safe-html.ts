/**
 * Editor HTML inside ANS text is trusted for formatting only: b, i, strong, em, br and links with
 * http(s), site-relative or fragment addresses survive (without other attributes). Script-like
 * elements go with their content; any other tag is dropped and its text kept; text is escaped.
 */
const ALLOWED = new Set(['b', 'i', 'strong', 'em']);
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'title',
  'svg',
  'math',
]);
const TAG =
  /<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>|<!--[\s\S]*?(?:-->|$)/g;
const HREF = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const ENTITY = /&(#\d{1,7}|#x[\da-f]{1,6}|[a-z][a-z\d]{1,31});/iy;

function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '&') {
      ENTITY.lastIndex = i;
      out += ENTITY.test(text) ? '&' : '&amp;';
    } else out += c === '<' ? '&lt;' : c === '>' ? '&gt;' : c;
  }
  return out;
}

const NAMED: Record<string, string> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  colon: ':',
  tab: '',
  newline: '',
};

function decodeEntities(value: string): string {
  return value.replace(/&(#\d+|#x[\da-f]+|[a-z]+);?/gi, (m, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? m;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** The href to keep, or null: only http(s), site-relative and fragment addresses. */
export function safeHref(raw: string): string | null {
  // Browsers ignore control characters and whitespace inside a scheme ('java\tscript:').
  const href = decodeEntities(raw).replace(/[\u0000-\u0020\u007f]/g, '');
  return /^(https?:\/\/|\/|#)/i.test(href) ? href : null;
}

const closeTag = (name: string) => `</${name}>`;
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function safeHtml(html: string): string {
  const tags = new RegExp(TAG.source, 'g');
  const open: string[] = [];
  let out = '';
  let last = 0;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    out += escapeText(html.slice(last, m.index));
    last = tags.lastIndex;
    const [, closing, rawName, attrs = ''] = m;
    const name = rawName?.toLowerCase();
    if (!name) continue; // a comment
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (closing) continue;
      const end = new RegExp(`</${name}\\s*>`, 'ig');
      end.lastIndex = last;
      const found = end.exec(html);
      last = tags.lastIndex = found ? end.lastIndex : html.length;
    } else if (closing) {
      const at = open.lastIndexOf(name);
      if (at !== -1) out += open.splice(at).reverse().map(closeTag).join('');
    } else if (name === 'br') {
      out += '<br>';
    } else if (name === 'a') {
      const match = HREF.exec(attrs);
      const href = match ? safeHref(match[1] ?? match[2] ?? match[3] ?? '') : null;
      // A link without a safe address is dropped (its text kept), so its </a> finds no opener.
      if (href) {
        out += `<a href="${escapeAttr(href)}">`;
        open.push(name);
      }
    } else if (ALLOWED.has(name)) {
      out += `<${name}>`;
      open.push(name);
    }
  }
  out += escapeText(html.slice(last));
  return out + open.reverse().map(closeTag).join('');
}
