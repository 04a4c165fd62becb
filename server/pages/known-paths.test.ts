import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './known-paths';

describe('isCalendarDate', () => {
  it('accepts days the calendar has, leap days included', () => {
    expect(isCalendarDate('2026-11-25')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
  });

  it('refuses days it does not have and anything that is not YYYY-MM-DD', () => {
    expect(isCalendarDate('2026-02-31')).toBe(false);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-5')).toBe(false);
    expect(isCalendarDate('ayer')).toBe(false);
  });
});
