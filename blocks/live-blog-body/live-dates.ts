import { calendarDay } from '../../ui/format/dates';

/** Minutes east of UTC of a time zone at an instant ('GMT-05:00' is -300). */
function offsetMinutes(instant: number, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(instant))
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0; // 'GMT' itself
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '2025-03-05T10:30:00-05:00': a wall-clock time of a calendar day in a time zone. */
export function zonedDateTime(day: string, minutes: number, timeZone: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d, 0, minutes);
  // The offset at the wall time, found from the offset a guess gives (right across DST changes).
  const offset = offsetMinutes(wall - offsetMinutes(wall, timeZone) * 60_000, timeZone);
  const abs = Math.abs(offset);
  const zone = `${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  return `${day}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00${zone}`;
}

/** The publish day in the site's zone, or null when the date cannot be read (spec 1, 4: left empty). */
export function publishDay(publishDate: string, timeZone: string): string | null {
  return Number.isNaN(Date.parse(publishDate)) ? null : calendarDay(publishDate, timeZone);
}

/** Spec 1, 4: live coverage runs from 00:00:00 to 23:59:00 of the publish date (site time zone). */
export function liveCoverage(publishDate: string, timeZone: string): { start: string; end: string } | null {
  const day = publishDay(publishDate, timeZone);
  if (!day) return null;
  return { start: zonedDateTime(day, 0, timeZone), end: zonedDateTime(day, 23 * 60 + 59, timeZone) };
}
