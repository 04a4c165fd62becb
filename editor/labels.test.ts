import { describe, expect, it } from 'vitest';
import { areaNames, containerEntries, layouts } from './catalogue';
import { areaLabel, authorLabel, containerLabel, fieldLabel, layoutLabel, valueLabel } from './labels';
import { newPageProblems } from './new-page';

describe('the names an editor reads', () => {
  it('names every area, slot, layout and container in Spanish, never by its code', () => {
    const slots = containerEntries.flatMap((c) => c.slots);
    for (const area of [...areaNames, ...slots]) expect(areaLabel(area)).not.toBe(area);
    expect(areaLabel('main')).toBe('Principal');
    expect(areaLabel('rail')).toBe('Columna lateral');
    for (const layout of layouts) expect(layoutLabel(layout)).not.toBe(layout);
    expect(containerLabel('two-column')).toBe('Dos columnas');
  });

  it('shows enum values in Spanish and keeps codes that are names (GP1)', () => {
    expect(['White', 'Dark'].map(valueLabel)).toEqual(['Blanco', 'Oscuro']);
    expect(['lateral', 'anchor'].map(valueLabel)).toEqual(['Lateral', 'Anclado al borde']);
    expect(valueLabel('GP1')).toBe('GP1');
  });

  it('names a field by its schema titles, list items counted from 1', () => {
    expect(fieldLabel('article-card-grid', '/feedSize')).toBe('Cantidad de notas');
    expect(fieldLabel('article-card-grid', '/nope')).toBe('nope');
    expect(fieldLabel('no-such-block', '/feedSize')).toBe('feedSize');
  });

  it('says who saved a version: a person as written, the seed as the first load', () => {
    expect(authorLabel('seed')).toBe('carga inicial');
    expect(authorLabel('ana@semana.com')).toBe('ana@semana.com');
    expect(authorLabel('scheduler for ana@semana.com')).toBe('programado por ana@semana.com');
    expect(authorLabel(undefined)).toBe('—');
  });
});

describe('a new page’s id and route', () => {
  const page = (id: string, route: string) => newPageProblems({ id, route, layout: 'default' });

  it('takes a slug and a route that starts with a slash', () => {
    expect(page('especial', '/especiales/elecciones/')).toEqual({});
    expect(page('tema', '/temas/:tema/')).toEqual({});
  });

  it('explains in Spanish what is wrong, instead of the browser’s «Please match the requested format.»', () => {
    expect(page('', 'especiales')).toEqual({
      id: 'Escribe un id para la página.',
      route: 'La ruta debe empezar por «/», por ejemplo /especiales/elecciones/.',
    });
    expect(page('Mi Página', '/a b').id).toMatch(/^El id lleva solo minúsculas/);
    expect(page('ok', '/a b').route).toBe('La ruta no puede llevar espacios.');
    expect(page('ok', '/(').route).toMatch(
      /^La ruta no es un patrón de ruta válido: el carácter "\(" de la posición 2/,
    );
  });
});
