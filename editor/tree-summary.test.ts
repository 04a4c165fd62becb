import { describe, expect, it } from 'vitest';
import { blockEntry } from './catalogue';
import { sectionKey, shortName, summarize, type Names } from './tree-summary';

const names: Names = {
  section: new Map([
    ['/nacion', 'Nación'],
    ['/politica', 'Política'],
    ['/economia', 'Economía'],
    ['/mundo', 'Mundo'],
  ]),
  collection: new Map([['portada', 'Portada']]),
};
const row = (block: string, config: Record<string, unknown>, route = '/') =>
  summarize(blockEntry(block), { published: true, ...config }, names, route);

describe('the tree row of a block', () => {
  it('names a grid by its section and story count: «Grilla · Nación · 8 notas»', () => {
    const r = row('article-card-grid', { section: 'nacion', feedSize: 8 });
    expect(`${r.name} · ${r.summary}`).toBe('Grilla · Nación · 8 notas');
    expect(r.empty).toBeUndefined();
  });

  it('names a collection by its name and says the block count its schema defaults to', () => {
    const r = row('hero-slider', { collectionId: 'portada' });
    expect(r.name).toBe('Deslizador principal');
    expect(r.summary).toMatch(/^colección Portada · \d+ notas$/);
  });

  it('lists several sections by name, and a section it does not know by what was typed', () => {
    expect(row('video-carousel', { section: '/nacion/,politica' }).summary).toMatch(/^Nación, Política · /);
    expect(row('article-card-grid', { section: '/nueva' }).summary).toMatch(/^\/nueva · /);
    expect(row('video-carousel', { section: 'nacion,politica,economia,mundo,x' }).summary).toMatch(
      /^Nación, Política, Economía y 2 más/,
    );
  });

  it('says the collection wins when a section is set too (spec 3, 1)', () => {
    const r = row('dark-carousel', { section: 'mundo', collectionId: 'portada' });
    expect(r.summary).toMatch(/^colección Portada/);
    expect(r.wins).toBe('manda la colección sobre Mundo');
    expect(row('dark-carousel', { section: 'mundo' }).wins).toBeUndefined();
  });

  it('marks blocks that would render nothing, with the reason', () => {
    expect(row('article-card-grid', { section: 'nacion', published: false }).empty).toBe('sin publicar');
    expect(row('hero-slider', {}).empty).toBe('sin colección');
    expect(row('article-card-grid', { section: 'nacion', feedSize: 0 }).empty).toBe('0 notas');
    expect(row('dark-carousel', {}).empty).toBe('sin sección ni colección');
    expect(row('article-card-grid', {}).empty).toBe('sin sección');
  });

  it('does not mark a block whose fallback is there: the route’s section, or a fixed section', () => {
    expect(row('article-card-grid', {}, '/:section/').empty).toBeUndefined();
    expect(row('video-carousel', {}).empty).toBeUndefined();
    expect(row('latest-articles-grid', {}).empty).toBeUndefined();
  });

  it('shows an ad slot by its kind, and an unknown block as unknown', () => {
    expect(row('ad-slot', { kind: 'prehome' }).summary).toBe('prehome');
    expect(summarize(undefined, {}, names).empty).toBe('bloque desconocido');
  });

  it('shortens the block’s one-line description to its opening words', () => {
    expect(shortName('Carrusel de videos con icono de reproducción')).toBe('Carrusel');
    expect(shortName('Galería multimedia: las fotos de una galería')).toBe('Galería multimedia');
    expect(shortName('Lo más leído')).toBe('Lo más leído');
    expect(sectionKey(' nacion/ ')).toBe('/nacion');
  });
});
