// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { click, open, tree } from '../../tests/helpers/page-editor-harness';

/** The tree's rows as `area › slot: block`, as an editor reads the tree from top to bottom. */
const places = () =>
  [...tree().querySelectorAll('.ed-tree__label code')].map((code) => {
    const lists = [];
    for (let el = code.parentElement; el; el = el.parentElement)
      if (el.matches('ul.ed-tree__list')) lists.unshift(el.getAttribute('aria-label'));
    return `${lists.join(' › ')}: ${code.textContent}`;
  });
const moveTo = (block: string, place: string) => {
  const menu = screen.getAllByRole('combobox', { name: `Mover ${block} a…` })[0] as HTMLSelectElement;
  const option = [...menu.options].find((o) => o.textContent === place);
  if (!option) throw new Error(`«${place}» is not offered: ${[...menu.options].map((o) => o.textContent).join(', ')}`);
  fireEvent.change(menu, { target: { value: option.value } });
};
const areaHeadings = () =>
  within(tree())
    .getAllByRole('heading')
    .map((h) => h.textContent);

describe('moving blocks between areas and slots', () => {
  it('moves a block into the rail with «Mover a…», and one «Deshacer» puts it back', () => {
    open();
    moveTo('hero-slider', 'Principal › Dos columnas › Columna lateral');
    expect(places()).toEqual([
      'Principal: two-column',
      'Principal › Principal: article-card-grid',
      'Principal › Columna lateral: most-read',
      'Principal › Columna lateral: hero-slider',
    ]);
    click('Deshacer');
    expect(places()).toEqual([
      'Principal: hero-slider',
      'Principal: two-column',
      'Principal › Principal: article-card-grid',
      'Principal › Columna lateral: most-read',
    ]);
  });

  it('does not offer a container its own slots, nor a block the list it is in', () => {
    open();
    const offered = (name: string) =>
      [...(screen.getByRole('combobox', { name }) as HTMLSelectElement).options].map((o) => o.textContent);
    expect(offered('Mover two-column a…')).toEqual(['Mover a…', 'Cabecera', 'Pie de página']);
    expect(offered('Mover most-read a…')).toEqual([
      'Mover a…',
      'Cabecera',
      'Principal',
      'Principal › Dos columnas › Principal',
      'Pie de página',
    ]);
  });

  it('shows the layout’s empty areas as places to drop, named in Spanish', () => {
    open();
    expect(areaHeadings()).toEqual(['Cabecera (0 bloques)', 'Principal (3 bloques)', 'Pie de página (0 bloques)']);
    expect(within(tree()).getAllByText(/^Vacía: arrastra aquí un bloque/)).toHaveLength(2);
    moveTo('most-read', 'Pie de página');
    expect(places()).toContain('Pie de página: most-read');
  });
});

describe('containers and layouts', () => {
  it('adds a two-column container from the palette with its main and rail slots, empty', () => {
    open();
    const palette = screen.getByRole('complementary', { name: 'Bloques disponibles' });
    expect(within(palette).getByText('(Principal y Columna lateral)')).toBeTruthy();
    fireEvent.click(within(palette).getByRole('button', { name: 'Añadir contenedor Dos columnas' }));
    const added = tree().querySelectorAll('.ed-tree__node')[4];
    expect(added.querySelector('code')?.textContent).toBe('two-column');
    expect([...added.querySelectorAll('.ed-tree__slot-name')].map((s) => s.textContent)).toEqual([
      'Principal',
      'Columna lateral',
    ]);
    moveTo('hero-slider', 'Principal › Dos columnas 2 › Columna lateral');
    expect(places()).toContain('Principal › Columna lateral: hero-slider');
  });

  it('changing the layout adds its areas, and blocks in an area it lacks stay, with a warning', () => {
    open();
    moveTo('most-read', 'Pie de página');
    fireEvent.change(within(tree()).getByRole('combobox', { name: 'Diseño' }), { target: { value: 'bare' } });
    expect(areaHeadings()).toEqual(['Principal (2 bloques)', 'Pie de página (1 bloque)']);
    expect(within(tree()).getByText(/no muestra esta área: sus bloques no se ven/)).toBeTruthy();
    expect(places()).toContain('Pie de página: most-read');
    fireEvent.change(within(tree()).getByRole('combobox', { name: 'Diseño' }), { target: { value: 'default' } });
    expect(areaHeadings()).toEqual(['Cabecera (0 bloques)', 'Principal (2 bloques)', 'Pie de página (1 bloque)']);
    expect(within(tree()).queryByText(/no muestra esta área/)).toBeNull();
  });

  it('writes the tree as real lists: every row is an item of a list', () => {
    open();
    const items = tree().querySelectorAll('li');
    expect(items.length).toBeGreaterThan(4);
    for (const li of items) expect(li.parentElement?.tagName).toBe('UL');
    expect(tree().querySelector('[role="group"]')).toBeNull();
  });
});
