import { describe, expect, it } from 'vitest';
import { categoryEntries, categoryLink, categorySection, categoryTitle, isOwnTvPath } from './tv-paths';
import { fourthSegment } from './video-pages';

describe('categorias keys (spec 3, TV)', () => {
  it("links a 'categorias/' key to its category page, any other to a programme page", () => {
    expect(categoryLink('semana', 'categorias/virales')).toBe('/semana-tv/categorias/virales');
    expect(categoryLink('semana', 'programas/semana-noticias')).toBe('/semana-tv/programas/semana-noticias');
    expect(categoryLink('semana', 'vicky-en-semana')).toBe('/semana-tv/programas/vicky-en-semana');
    expect(categoryLink('soho', 'categorias/humor')).toBe('/soho-tv/categorias/humor');
  });

  it('titles it with the part after the first slash, dashes turned into spaces', () => {
    expect(categoryTitle('categorias/mundo-al-dia')).toBe('mundo al dia');
    expect(categoryTitle('programas/a-b/c-d')).toBe('a b/c d');
    expect(categoryTitle('vicky-en-semana')).toBe('vicky en semana');
  });

  it('takes the value as a TV section, whole or after the prefix; anything else is left out', () => {
    expect(categorySection('semana', 'categorias/politica')).toBe('/semana-tv/categorias/politica');
    expect(categorySection('semana', '/semana-tv/virales/')).toBe('/semana-tv/virales');
    expect(categorySection('semana', '/nacion')).toBeNull();
    expect(categorySection('semana', 'Política')).toBeNull();
    const entries = categoryEntries('semana', {
      'categorias/a': 'categorias/a',
      'categorias/b': 'B!',
      'programas/c': 'programas/c',
    });
    expect(entries.map((e) => e.key)).toEqual(['categorias/a', 'programas/c']);
  });
});

describe('TV addresses', () => {
  it("is the site's own TV page under its prefix or without one, not under another brand's", () => {
    const site = { slug: 'semana' } as Parameters<typeof isOwnTvPath>[0]['site'];
    expect(isOwnTvPath({ site, params: { brand: 'semana' } })).toBe(true);
    expect(isOwnTvPath({ site, params: {} })).toBe(true);
    expect(isOwnTvPath({ site, params: { brand: 'soho' } })).toBe(false);
  });

  it('reads the video section from the fourth non-empty segment of the path (spec 3, 2)', () => {
    expect(fourthSegment('/a/b/c/nacion/')).toBe('nacion');
    expect(fourthSegment('/semana-tv/videos/seccion/deportes/?x=1')).toBe('deportes');
    expect(fourthSegment('/semana-tv/videos/')).toBeUndefined();
  });
});
