import { formatLongDate } from './dates';

const MINUTE = 60_000;
/** Spec 1, 9: relative times are read in New York's time zone (not Bogotá's, as other dates are). */
export const RELATIVE_TIME_ZONE = 'America/New_York';
const HOUR = 60 * MINUTE;

/**
 * Spec 1, 9: under 5 min 'Hace pocos segundos', under 60 min 'Hace N minutos', under 6 h
 * 'Hace N hora(s)', otherwise the long date. Whole units are floored (59 min 59 s is 59 minutes).
 * A date slightly in the future (clock skew) reads as just now.
 */
export function formatRelativeTime(date: string | number | Date, now: number, timeZone: string): string {
  const elapsed = now - new Date(date).getTime();
  if (elapsed < 5 * MINUTE) return 'Hace pocos segundos';
  if (elapsed < HOUR) return `Hace ${Math.floor(elapsed / MINUTE)} minutos`;
  if (elapsed < 6 * HOUR) {
    const hours = Math.floor(elapsed / HOUR);
    return `Hace ${hours} ${hours === 1 ? 'hora' : 'horas'}`;
  }
  return formatLongDate(date, timeZone);
}
