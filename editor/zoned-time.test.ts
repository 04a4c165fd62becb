import { describe, expect, it } from 'vitest';
import { clockTime, dayAndTime, instantOf, wallOf } from './zoned-time';

describe('times in the site’s zone', () => {
  it('reads 20:00 in Bogotá as 01:00 UTC the next day', () => {
    expect(instantOf('2026-11-28', '20:00', 'America/Bogota')).toBe('2026-11-29T01:00:00.000Z');
  });

  it('takes seconds when the time has them', () => {
    expect(instantOf('2026-11-28', '20:00:30', 'America/Bogota')).toBe('2026-11-29T01:00:30.000Z');
  });

  it('follows summer time where a zone has it', () => {
    expect(instantOf('2026-07-01', '12:00', 'Europe/Madrid')).toBe('2026-07-01T10:00:00.000Z');
    expect(instantOf('2026-12-01', '12:00', 'Europe/Madrid')).toBe('2026-12-01T11:00:00.000Z');
  });

  it('refuses a malformed date or time', () => {
    expect(instantOf('28/11/2026', '20:00', 'America/Bogota')).toBeUndefined();
    expect(instantOf('2026-11-28', '8 pm', 'America/Bogota')).toBeUndefined();
  });

  it('says the day and the time as the newsroom reads them', () => {
    expect(dayAndTime('2026-11-29T01:00:00.000Z', 'America/Bogota')).toMatch(/^28 de nov\.? a las 20:00$/);
    expect(clockTime('2026-11-28T15:42:00.000Z', 'America/Bogota')).toBe('10:42');
    expect(wallOf(Date.parse('2026-11-29T01:00:00.000Z'), 'America/Bogota')).toEqual({
      date: '2026-11-28',
      time: '20:00',
    });
  });
});
