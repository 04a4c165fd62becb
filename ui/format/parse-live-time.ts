/**
 * Live-blog times (spec 1, 4): the first 20 characters of a text or header element are matched
 * against 'hh:mm am/pm' (also 'a.m.'/'p.m.', and Intl's 'p. m.'). We read "entries whose text
 * starts with a time" (spec 1, 2.4) literally: the time must open the element (after leading
 * blanks) and end within those 20 characters, so 'Hoy a las 10:30 am' is not an entry. Pure, so
 * the body, the timeline and the JSON-LD all split an element the same way.
 */
export const LIVE_TIME_WINDOW = 20;

export interface LiveTime {
  /** The time as the editor wrote it, e.g. '10:30 am' or '11:05 a.m.'. */
  time: string;
  /** Minutes since midnight on the 24-hour clock (12:00 am is 0, 12:00 pm is 720). */
  minutes: number;
  /** Everything after the time, as HTML when the element held HTML. */
  rest: string;
}

// hour, minutes, a|p, optional dots and spaces, then no letter (so '10:30 amigos' is no time).
const TIME = /^\s*(\d{1,2}):([0-5]\d)\s?([ap])\.?\s?m\.?(?![\p{L}\d])/iu;
// What editors put between the time and the text: '10:30 am - Llega', '10:30 am | Llega'.
const SEPARATORS = /^[\s\-–—|:·.,]+/;
const ENTITY = /^&(#\d+|#x[\da-f]+|\w+);/i;

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntity(entity: string): string {
  const name = entity.slice(1, -1);
  if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
  if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
  return ENTITIES[name.toLowerCase()] ?? entity;
}

/** Text of editor HTML: tags dropped, common entities decoded, no-break spaces made plain. */
export function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (e) => decodeEntity(e))
    .replace(/[\u00a0\u202f]/g, ' ');
}

/** Removes the first `count` text characters of HTML, keeping its tags (a link after the time survives). */
function dropLeadingText(html: string, count: number): string {
  let out = '';
  let left = count;
  let i = 0;
  while (i < html.length) {
    if (html[i] === '<') {
      const end = html.indexOf('>', i);
      const stop = end === -1 ? html.length : end + 1;
      out += html.slice(i, stop);
      i = stop;
      continue;
    }
    const entity = ENTITY.exec(html.slice(i));
    const width = entity ? entity[0].length : 1;
    if (left > 0) left -= 1;
    else out += html.slice(i, i + width);
    i += width;
  }
  // Tags the time sat in ('<b>10:30 am</b> Llega') are now empty.
  return out.replace(/<(\w+)[^>]*>\s*<\/\1>/g, '');
}

function trimLeading(html: string): string {
  // Separators may sit after a leading tag: '<b></b> - Llega' was already emptied above.
  const match = /^((?:<[^>]*>)*)([\s\S]*)$/.exec(html);
  const [, tags = '', text = ''] = match ?? [];
  return (tags + text.replace(SEPARATORS, '')).trim();
}

export function parseLiveTime(content: string): LiveTime | null {
  const text = stripTags(content);
  const match = TIME.exec(text.slice(0, LIVE_TIME_WINDOW + 1));
  if (!match || match[0].length > LIVE_TIME_WINDOW) return null;
  const [whole, h, m, half] = match;
  const hour = Number(h);
  if (hour < 1 || hour > 12) return null;
  const minutes = ((hour % 12) + (half.toLowerCase() === 'p' ? 12 : 0)) * 60 + Number(m);
  return {
    time: whole.trim().replace(/\s+/g, ' '),
    minutes,
    rest: trimLeading(dropLeadingText(content, whole.length)),
  };
}

/** '10:30 a.m.' for minutes since midnight: how the site writes a time whatever the editor typed. */
export function formatLiveTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  return `${h % 12 || 12}:${String(minutes % 60).padStart(2, '0')} ${h < 12 ? 'a.m.' : 'p.m.'}`;
}

/** The id of a time element, 'hora-1030am': the timeline links to it. */
export function liveTimeAnchor(minutes: number): string {
  const h = Math.floor(minutes / 60);
  return `hora-${h % 12 || 12}${String(minutes % 60).padStart(2, '0')}${h < 12 ? 'am' : 'pm'}`;
}
