import { describe, expect, it } from 'vitest';
import { isSlug, SLUG_MAX_LENGTH, toSlug } from './slug';
import { tagSlug } from './ans';

describe('the one slug rule', () => {
  it('strips accents, lowercases, hyphenates and drops other characters', () => {
    expect(toSlug('Lucía Fernández de la Peña')).toBe('lucia-fernandez-de-la-pena');
    expect(toSlug('  ¿Qué pasó   en Bogotá?  ')).toBe('que-paso-en-bogota');
    expect(toSlug('Redacción Semana')).toBe('redaccion-semana');
  });

  it('cuts at a hyphen before the limit', () => {
    const long = toSlug('palabra '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(long.endsWith('-')).toBe(false);
    expect(toSlug('gobierno presenta plan de vias terciarias para el pais', 30)).toBe('gobierno-presenta-plan-de');
  });

  it('accepts slugs up to the limit', () => {
    expect(isSlug('guacamayas-del-amazonas')).toBe(true);
    expect(isSlug('a'.repeat(SLUG_MAX_LENGTH))).toBe(true);
    expect(isSlug('a'.repeat(SLUG_MAX_LENGTH + 1))).toBe(false);
    expect(isSlug('Con Mayúsculas')).toBe(false);
    expect(isSlug(undefined)).toBe(false);
  });

  it("derives a tag's slug only when the document gives none", () => {
    expect(tagSlug({ text: 'Vías terciarias' })).toBe('vias-terciarias');
    expect(tagSlug({ text: 'Vías', slug: 'vias-2026' })).toBe('vias-2026');
  });
});
