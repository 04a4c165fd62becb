import { calendarDay } from '../../ui/format/dates';
import type { Edition, EditionYear } from './config';

/** Spec 2, 10: the first year listed is last year, the last one 2000; 20 editions at most per year. */
export const PRINTED_EDITIONS_PATH = '/impresa/';
export const yearPath = (year: number) => `${PRINTED_EDITIONS_PATH}${year}/`;
export const FIRST_YEAR = 2000;
export const EDITIONS_PER_YEAR = 20;

/** Years from last year back to 2000, in the site's time zone. */
export function editionYears(now: number, timeZone: string): number[] {
  const lastYear = Number(calendarDay(now, timeZone).slice(0, 4)) - 1;
  return Array.from({ length: Math.max(0, lastYear - FIRST_YEAR + 1) }, (_, i) => lastYear - i);
}

/** Puts each edition under its year (newest first as the source answers), at most 20 a year. */
export function groupByYear(years: number[], editions: Edition[]): EditionYear[] {
  return years.map((year) => ({
    year,
    editions: editions.filter((e) => e.day.startsWith(`${year}-`)).slice(0, EDITIONS_PER_YEAR),
  }));
}
