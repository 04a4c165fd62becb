/**
 * Dates in Colombian Spanish long form (spec 1, 9), in the site's time zone. Intl separates
 * 'a. m.' with no-break spaces; they become plain spaces so markup and tests stay stable.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat per locale and options for the life of the process: building one costs far more than
 * formatting with it (the footer's year alone took 3% of an article render's CPU when it built its own each time).
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

const formatter = (timeZone: string, withTime: boolean) =>
  dateFormat('es-CO', { dateStyle: 'long', timeStyle: withTime ? 'short' : undefined, timeZone });

const plainSpaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

/** Dates a server keeps formatted: a page shows the same few dozen on every render (its cards, its story). */
const MAX_REMEMBERED = 5000;
const longDates = new Map<string, string>();

function remembered(iso: string | number | Date, timeZone: string, withTime: boolean): string {
  if (iso instanceof Date) return plainSpaces(formatter(timeZone, withTime).format(iso));
  const key = `${timeZone}|${withTime ? 1 : 0}|${iso}`;
  let text = longDates.get(key);
  if (text === undefined) {
    text = plainSpaces(formatter(timeZone, withTime).format(new Date(iso)));
    if (longDates.size >= MAX_REMEMBERED) longDates.clear();
    longDates.set(key, text);
  }
  return text;
}

/** '20 de noviembre de 2026' */
export function formatLongDate(iso: string | number | Date, timeZone: string): string {
  return remembered(iso, timeZone, false);
}

/** '20 de noviembre de 2026 a las 10:30 a. m.' (Intl's own es-CO long date with short time). */
export function formatLongDateTime(iso: string | number | Date, timeZone: string): string {
  return remembered(iso, timeZone, true);
}

/** The calendar day ('2025-01-27') of an instant in a time zone, for date cut-offs. */
export function calendarDay(iso: string | number | Date, timeZone: string): string {
  const parts = dateFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(new Date(iso))
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Spanish month abbreviations as the RAE writes them; ICU builds spell them differently ('nov', 'nov.'). */
const SHORT_MONTHS = ['ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'sept.', 'oct.', 'nov.', 'dic.'];

/**
 * '28 nov. 2026': a teaser's date, in the site's time zone. Built from the calendar day rather than Intl's short
 * month, whose spelling differs between Node's and the browser's ICU, so a hydrated card reads as the server's.
 */
export function formatShortDate(iso: string | number | Date, timeZone: string): string {
  const [year, month, day] = calendarDay(iso, timeZone).split('-');
  return `${Number(day)} ${SHORT_MONTHS[Number(month) - 1]} ${year}`;
}
