import { describe, expect, it } from 'vitest';
import { calendarDay, formatLongDate, formatLongDateTime, formatShortDate } from './dates';

const BOGOTA = 'America/Bogota';

describe('Colombian Spanish long dates', () => {
  it('formats a long date in the site time zone', () => {
    expect(formatLongDate('2026-11-20T15:30:00Z', BOGOTA)).toBe('20 de noviembre de 2026');
  });

  it('formats the publish date with its time, Bogotá being UTC-5', () => {
    expect(formatLongDateTime('2025-03-05T15:30:00Z', BOGOTA)).toBe('5 de marzo de 2025 a las 10:30 a. m.');
    expect(formatLongDateTime('2026-11-20T20:05:00Z', BOGOTA)).toBe('20 de noviembre de 2026 a las 3:05 p. m.');
  });

  it('uses plain spaces, never the no-break spaces Intl puts in "a. m."', () => {
    expect(formatLongDateTime('2026-11-20T15:30:00Z', BOGOTA)).not.toMatch(/[\u00a0\u202f]/);
  });

  it('takes the day from the time zone, not from UTC', () => {
    expect(formatLongDate('2025-07-10T03:30:00Z', BOGOTA)).toBe('9 de julio de 2025');
    expect(formatLongDate('2025-07-10T03:30:00Z', 'UTC')).toBe('10 de julio de 2025');
    expect(calendarDay('2025-01-27T04:59:00Z', BOGOTA)).toBe('2025-01-26');
    expect(calendarDay('2025-01-27T05:00:00Z', BOGOTA)).toBe('2025-01-27');
  });
});

describe('teaser dates', () => {
  it('writes day, abbreviated month and year in Bogotá time', () => {
    expect(formatShortDate('2026-11-28T15:00:00Z', BOGOTA)).toBe('28 nov. 2026');
    expect(formatShortDate('2025-09-01T12:00:00Z', BOGOTA)).toBe('1 sept. 2025');
  });

  it('takes the day from Bogotá: a story filed at 11 p.m. there is dated that evening', () => {
    expect(formatShortDate('2026-01-01T04:00:00Z', BOGOTA)).toBe('31 dic. 2025');
  });
});
