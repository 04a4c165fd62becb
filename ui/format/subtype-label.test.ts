import { describe, expect, it } from 'vitest';
import { subtypeLabel } from './subtype-label';

describe('subtypeLabel', () => {
  it('writes the known subtypes with their accents', () => {
    expect(subtypeLabel('galeria')).toBe('Galería');
    expect(subtypeLabel('opinion')).toBe('Opinión');
    expect(subtypeLabel('en-vivo')).toBe('En vivo');
  });

  it("has no kicker for the default 'articulo' or an empty subtype, and keeps an unknown one as stored", () => {
    expect(subtypeLabel('articulo')).toBeUndefined();
    expect(subtypeLabel('')).toBeUndefined();
    expect(subtypeLabel(undefined)).toBeUndefined();
    expect(subtypeLabel('podcast')).toBe('podcast');
  });
});
