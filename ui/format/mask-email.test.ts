import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email';

describe('email masking (spec 2, 5)', () => {
  it('S2-147: keeps the leading characters of the local part and replaces its last 3 with stars', () => {
    expect(maskEmail('juanperez@semana.com')).toBe('juanpe***@semana.com');
    expect(maskEmail('ana.maria@x.co')).toBe('ana.ma***@x.co');
    expect(maskEmail('abcd@x.co')).toBe('a***@x.co');
  });

  it('S2-147 (ambiguous): a local part of 3 characters or fewer becomes one star per character', () => {
    expect(maskEmail('abc@x.co')).toBe('***@x.co');
    expect(maskEmail('ab@x.co')).toBe('**@x.co');
    expect(maskEmail('sin-arroba')).toBe('sin-arroba');
  });
});
