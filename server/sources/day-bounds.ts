// Building a DateTimeFormat loads time-zone data (about a millisecond); a site has one zone, so one is kept per zone.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Offset of `timeZone` from UTC at `at`, in minutes (e.g. -300 for Bogotá). */
function offsetMinutes(at: Date, timeZone: string): number {
  const parts = formatFor(timeZone).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((local - at.getTime()) / 60_000);
}

/** Start (inclusive) and end (exclusive) instants of a calendar day in a time zone. */
export function dayBounds(date: string, timeZone: string): { start: Date; end: Date } {
  // The day is anchored at noon UTC (spec 3, 7), which is the same calendar day in every American time zone.
  const noon = new Date(`${date}T12:00:00Z`);
  const offset = offsetMinutes(noon, timeZone);
  const start = new Date(Date.UTC(noon.getUTCFullYear(), noon.getUTCMonth(), noon.getUTCDate()) - offset * 60_000);
  return { start, end: new Date(start.getTime() + 24 * 3600_000) };
}
