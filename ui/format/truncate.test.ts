import { describe, expect, it } from 'vitest';
import { truncate, truncateHeadline, truncateSubheadline } from './truncate';

describe('teaser text cutting', () => {
  it('cuts a 151-character headline to its first 150 characters plus an ellipsis', () => {
    const headline = 'a'.repeat(150) + 'b';
    expect(truncateHeadline(headline)).toBe('a'.repeat(150) + '…');
  });

  it('leaves a headline of exactly 150 characters unchanged', () => {
    const headline = 'a'.repeat(150);
    expect(truncateHeadline(headline)).toBe(headline);
  });

  it("cuts a 121-character subheadline to 120 characters plus '...'", () => {
    expect(truncateSubheadline('x'.repeat(121))).toBe('x'.repeat(120) + '...');
    expect(truncateSubheadline('x'.repeat(120))).toBe('x'.repeat(120));
  });

  it('never splits a character made of two code units', () => {
    expect(truncate('ab😀cd', 3)).toBe('ab😀…');
  });
});
