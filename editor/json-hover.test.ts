import { describe, expect, it } from 'vitest';
import { spanishHover } from './json-hover';

describe("the JSON view's hover", () => {
  it('names a field by its title and says what it takes, in Spanish', () => {
    const hover = (schema: object) => spanishHover({ schema, pointer: '/x' });
    expect(hover({ type: 'integer', title: 'Cantidad de notas', description: 'Cuántas notas muestra' })).toEqual({
      message: 'Cantidad de notas: Cuántas notas muestra',
      typeInfo: 'un número entero',
    });
    expect(hover({ enum: ['White', 'Dark', 'GP1'], title: 'Fondo' })).toEqual({
      message: 'Fondo',
      typeInfo: 'uno de `White` (Blanco), `Dark` (Oscuro), `GP1`',
    });
    expect(hover({ type: ['string', 'null'], pattern: '^/' }).typeInfo).toBe('un texto o nulo con el patrón `^/`');
  });
});
