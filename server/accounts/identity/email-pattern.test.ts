import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, email } from './validation';

describe('email format (spec 2, 5)', () => {
  it('S2-134: local part, @, a domain with a suffix of 2+ letters or a bracketed IPv4', () => {
    expect(EMAIL_PATTERN.test('ana@semana.com')).toBe(true);
    expect(EMAIL_PATTERN.test('ana@[192.168.0.1]')).toBe(true);
    expect(EMAIL_PATTERN.test('ana@semana.c')).toBe(false);
    expect(EMAIL_PATTERN.test('ana.semana.com')).toBe(false);
    expect(email.safeParse('ana@semana.c').error?.issues[0].message).toBe('300075');
  });
});
