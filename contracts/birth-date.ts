/** Spec 2, 9: the minimum age of a reader with an account. */
export const MINIMUM_AGE = 14;

export interface BirthDate {
  year: number;
  month: number;
  day: number;
}

/** The calendar date of `now` in `timeZone` (Colombia's by default, decision 0002). */
function dateIn(now: Date, timeZone: string): BirthDate {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
    .formatToParts(now)
    .reduce<Record<string, number>>(
      (acc, p) => (p.type === 'literal' ? acc : { ...acc, [p.type]: Number(p.value) }),
      {},
    );
  return { year: parts.year, month: parts.month, day: parts.day };
}

/** Whether the three numbers make a real calendar date (no 31 February). */
export function isRealDate({ year, month, day }: BirthDate): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** Full years between the birth date and `now`'s date in `timeZone`. */
export function ageOn(birth: BirthDate, now: Date, timeZone = 'America/Bogota'): number {
  const today = dateIn(now, timeZone);
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

/**
 * The catalogue code of what is wrong with a date of birth (spec 2, 5 and 8): dobRequired when missing or not a
 * real past date, userNotOfAge under 14; null when it will do. Turning 14 today is old enough (§9 'minimum age 14').
 */
export function birthDateProblem(birth: BirthDate | null, now: Date): 'dobRequired' | 'userNotOfAge' | null {
  if (!birth || !isRealDate(birth) || birth.year < 1900) return 'dobRequired';
  const age = ageOn(birth, now);
  if (age < 0) return 'dobRequired';
  return age < MINIMUM_AGE ? 'userNotOfAge' : null;
}

/** `YYYY-MM-DD` (a date input's value) as a birth date, or null. */
export function parseIsoDate(value: string): BirthDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
}
