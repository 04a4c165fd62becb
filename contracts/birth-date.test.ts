import { describe, expect, it } from 'vitest';
import { ageOn, birthDateProblem, parseIsoDate } from './birth-date';
import { isCountryCode, ISO_3166_1_ALPHA_2 } from './iso-3166-1';

const NOW = new Date('2026-11-22T17:00:00Z');

describe('date of birth (spec 2, 5 and 9)', () => {
  it.each([
    ['2013-11-23', 'userNotOfAge'],
    ['2012-11-23', 'userNotOfAge'],
    ['2012-11-22', null],
    ['2000-01-01', null],
    ['2000-02-30', 'dobRequired'],
    ['2030-01-01', 'dobRequired'],
    ['', 'dobRequired'],
  ])('%s → %s', (value, problem) => {
    expect(birthDateProblem(parseIsoDate(value), NOW)).toBe(problem);
  });

  it("counts the birthday in Colombia's day, not the server's", () => {
    // 03:00 UTC on 23 November is still 22 November in Bogotá.
    expect(ageOn({ year: 2012, month: 11, day: 23 }, new Date('2026-11-23T03:00:00Z'))).toBe(13);
    expect(ageOn({ year: 2012, month: 11, day: 23 }, new Date('2026-11-23T06:00:00Z'))).toBe(14);
  });
});

describe('ISO 3166-1 alpha-2', () => {
  it('holds the 249 assigned codes and nothing else', () => {
    expect(ISO_3166_1_ALPHA_2.size).toBe(249);
    for (const code of ['CO', 'GB', 'AX', 'SS', 'BQ']) expect(isCountryCode(code)).toBe(true);
    for (const code of ['UK', 'EU', 'ZZ', 'co', 'COL']) expect(isCountryCode(code)).toBe(false);
  });
});
