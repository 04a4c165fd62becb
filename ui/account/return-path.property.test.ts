import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

// Property tests of the safe return-path rule (issue 15, item 10): a sign-in's `returnTo` is whatever a link says.
const prefixes = ['/', '//', '/\\', '\\', '\\\\', '/./', '/.//', '/%2f', ' /', '\t/', '/\t/', 'https:', 'javascript:'];
const tricky = fc.constantFrom(...prefixes, 'evil.example', '@', '..', '#', '?', '%0a', '\n', '\r', '\u0000');
const anything = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.array(fc.oneof(tricky, fc.string({ maxLength: 8 })), { maxLength: 12 }).map((parts) => parts.join('')),
);
const segment = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-'.split('')),
  minLength: 1,
  maxLength: 20,
});

describe('safeReturnPath, for any value', () => {
  it('answers a path on this site: one leading slash, no control characters, same origin from any base', () => {
    fc.assert(
      fc.property(anything, (value) => {
        const path = safeReturnPath(value);
        expect(path.startsWith('/')).toBe(true);
        expect(path).not.toMatch(/^\/[/\\]/);
        expect(path).not.toMatch(/[\u0000-\u001f]/);
        for (const base of ['https://www.semana.com', 'http://localhost:3000']) {
          expect(new URL(path, base).origin).toBe(new URL(base).origin);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('is stable: a safe path stays as it is', () => {
    fc.assert(
      fc.property(anything, (value) => {
        expect(safeReturnPath(safeReturnPath(value))).toBe(safeReturnPath(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps an ordinary address of the site, with its query', () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), fc.option(segment), (parts, q) => {
        const path = `/${parts.join('/')}/${q ? `?q=${q}` : ''}`;
        expect(safeReturnPath(path)).toBe(path);
      }),
    );
  });
});
