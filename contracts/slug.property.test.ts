import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSlug, SLUG_MAX_LENGTH, SLUG_PATTERN, toSlug } from './slug';

// Property tests of the one slug rule (issue 15, item 10): whatever an editor types as a name, tag or headline.
const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  // Spanish headlines: accented letters, ñ, punctuation and runs of spaces, where the rule does most of its work.
  fc.string({ unit: fc.constantFrom(...'aáeéiíoóuúüñnAÁÉÑ zZ09-¿?¡!.,:;"\'\t\n'.split('')), maxLength: 300 }),
);
const plain = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

describe('toSlug, for any text', () => {
  it('gives a slug (or nothing): the pattern, no hyphen at either end or twice, within the limit', () => {
    fc.assert(
      fc.property(text, (s) => {
        const slug = toSlug(s);
        if (slug === '') return;
        expect(slug).toMatch(SLUG_PATTERN);
        expect(isSlug(slug)).toBe(true);
        expect(slug).not.toMatch(/^-|-$|--/);
        expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps within a shorter limit asked for', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: SLUG_MAX_LENGTH }), (s, max) => {
        const slug = toSlug(s, max);
        expect(slug.length).toBeLessThanOrEqual(max);
        if (slug !== '') expect(isSlug(slug)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('is stable: the slug of a slug is itself', () => {
    fc.assert(
      fc.property(text, (s) => {
        expect(toSlug(toSlug(s))).toBe(toSlug(s));
      }),
      { numRuns: 500 },
    );
  });

  it('is blind to accents: a text and the same text without them have one slug', () => {
    fc.assert(
      fc.property(text, (s) => {
        expect(toSlug(s)).toBe(toSlug(plain(s)));
      }),
      { numRuns: 500 },
    );
  });
});

describe('isSlug', () => {
  it('takes every string of lowercase letters, digits and hyphens up to the limit, and nothing longer', () => {
    const unit = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-'.split(''));
    fc.assert(
      fc.property(fc.string({ unit, minLength: 1, maxLength: SLUG_MAX_LENGTH + 20 }), (s) => {
        expect(isSlug(s)).toBe(s.length <= SLUG_MAX_LENGTH);
      }),
    );
  });

  it('refuses any string with another character', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 50 }),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }),
        (s, odd) => {
          fc.pre(/[^a-z0-9-]/.test(odd));
          expect(isSlug(`${s.slice(0, 20)}${odd}`)).toBe(false);
        },
      ),
    );
  });
});
