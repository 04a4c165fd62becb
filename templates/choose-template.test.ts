import { describe, expect, it } from 'vitest';
import { chooseTemplate, OPINION_SECTIONS } from './choose-template';

const choose = (sections: string[], primary = sections[0] ?? '/nacion', path = `${primary}/articulo/x/123/`) =>
  chooseTemplate({ sections, primarySection: primary, path });

describe('chooseTemplate (spec 1, 2.1)', () => {
  it('S1-011: Gallery when a section is /galerias', () => {
    expect(choose(['/galerias'], '/galerias', '/galerias/x/')).toBe('gallery');
  });

  it("S1-012: Gallery when the path contains '/galeria', '/galerias' included", () => {
    expect(choose(['/nacion'], '/nacion', '/nacion/galeria/fotos-del-paro/123/')).toBe('gallery');
    expect(choose(['/nacion'], '/nacion', '/galerias/marcha/')).toBe('gallery');
  });

  it("S1-013: a path containing '/caricaturas/galeria/' is not a Gallery, unless the item is in /galerias", () => {
    expect(choose(['/caricaturas'], '/caricaturas', '/caricaturas/galeria/matador-hoy/')).toBe('default');
    expect(choose(['/caricaturas', '/galerias'], '/caricaturas', '/caricaturas/galeria/matador-hoy/')).toBe('gallery');
  });

  it('S1-015: Special when a section is /especiales', () => {
    expect(choose(['/nacion', '/especiales'], '/nacion')).toBe('special');
  });

  it('S1-016: Special when the primary section is /especiales or /especiales-editoriales', () => {
    expect(choose(['/nacion'], '/especiales-editoriales')).toBe('special');
    expect(choose(['/nacion'], '/especiales/')).toBe('special');
  });

  it("S1-017: Special when the path contains '/especiales-multimedia'", () => {
    expect(choose(['/nacion'], '/nacion', '/especiales-multimedia/elecciones-2026/')).toBe('special');
  });

  it('S1-019: Live blog when a section is /live', () => {
    expect(choose(['/nacion', '/live'], '/nacion')).toBe('live');
  });

  it('S1-020: Confidenciales when a section is /confidenciales', () => {
    expect(choose(['/confidenciales'])).toBe('confidenciales');
  });

  it('S1-021: Video when a section is /videos', () => {
    expect(choose(['/deportes', '/videos'], '/deportes', '/deportes/video/gol/123/')).toBe('video');
  });

  it('S1-023: Semana Play when a section is /semanaplay', () => {
    expect(choose(['/semanaplay'])).toBe('semanaplay');
  });

  it('S1-024: Default article for everything else', () => {
    expect(choose(['/nacion'], '/nacion', '/nacion/articulo/x/123/')).toBe('default');
  });

  it('S1-025: sections match exactly (a trailing slash aside), and the first row of the table wins', () => {
    expect(choose(['/live/colombia'], '/live/colombia')).toBe('default');
    expect(choose(['/live/'], '/nacion')).toBe('live');
    expect(choose(['/videos', '/galerias'], '/videos')).toBe('gallery');
    expect(choose(['/live', '/especiales'], '/live')).toBe('special');
    expect(choose(['/videos', '/confidenciales'], '/videos')).toBe('confidenciales');
    expect(choose(['/semanaplay', '/videos'], '/semanaplay')).toBe('video');
  });

  it('S1-027/S1-028: the five opinion sections get the opinion variation (author header, no sidebar)', () => {
    for (const section of OPINION_SECTIONS) expect(choose([section, '/economia'], section)).toBe('opinion');
    expect(choose(['/salud'])).toBe('default');
    expect(choose(['/economia'], '/economia', '/economia/opinion-publica/x/1/')).toBe('default');
  });

  it('S1-026/S1-029/S1-030: /deportes, /recetas and /elecciones stay on the default template (their blocks decide)', () => {
    expect(choose(['/deportes'])).toBe('default');
    expect(choose(['/recetas'])).toBe('default');
    expect(choose(['/elecciones'])).toBe('default');
  });
});

describe('chooseTemplate: ANS video documents (issue 27)', () => {
  it('gives a video document the video template wherever it is filed', () => {
    expect(
      chooseTemplate({ sections: ['/galerias'], primarySection: '/nacion', path: '/nacion/video/x/1/', type: 'video' }),
    ).toBe('video');
    expect(
      chooseTemplate({ sections: ['/nacion'], primarySection: '/nacion', path: '/nacion/x/1/', type: 'story' }),
    ).toBe('default');
  });
});
