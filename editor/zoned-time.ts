/**
 * Wall-clock times in a site's time zone (sites/*.json `timezone`) and back, with Intl alone: the editor picks a date
 * and a time as the newsroom reads its clock, whatever the browser's own zone.
 */

/** The zone's offset from UTC at `instant`, in ms (Bogotá: −5 h). */
function offsetAt(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** `2026-11-28` at `20:00` (or `20:00:30`) in `zone` → the instant, as ISO 8601 with `Z`; undefined when either is malformed. */
export function instantOf(date: string, time: string, zone: string): string | undefined {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!d || !t) return undefined;
  const wall = Date.UTC(+d[1], +d[2] - 1, +d[3], +t[1], +t[2], +(t[3] ?? 0));
  // Twice: the offset at the first guess may differ from the one at the answer across a change of summer time.
  let at = wall - offsetAt(wall, zone);
  at = wall - offsetAt(at, zone);
  return new Date(at).toISOString();
}

/** The date and time `instant` reads in `zone`, as the date and time inputs take them. */
export function wallOf(instant: number, zone: string): { date: string; time: string } {
  const iso = new Date(instant + offsetAt(instant, zone)).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** «28 de nov. a las 20:00». */
export function dayAndTime(iso: string, zone: string): string {
  const at = new Date(iso);
  const day = at.toLocaleDateString('es-CO', { day: 'numeric', month: 'short', timeZone: zone });
  return `${day} a las ${clockTime(iso, zone)}`;
}

/** «10:42». */
export const clockTime = (iso: string, zone: string) =>
  new Date(iso).toLocaleTimeString('es-CO', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone });
