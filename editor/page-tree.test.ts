import { describe, expect, it } from 'vitest';
import { historyReducer, startHistory } from './history';
import { moveTargets } from './move-targets';
import { listsOf, moveNodeTo, outline, setLayout } from './page-tree';
import type { PageDoc } from './types';
import { editorPageFixture } from '../fixtures/editor';

/** The page's rows as `area/slot: block` lines, in order. */
const places = (page: PageDoc) =>
  outline(page).map(
    (l) => `${l.path.filter((k) => typeof k === 'string' && !['areas', 'children'].includes(k)).join('/')}: ${l.label}`,
  );

const moved = (page: PageDoc, ...args: Parameters<typeof moveNodeTo> extends [unknown, ...infer R] ? R : never) =>
  historyReducer(startHistory(page), { type: 'change', recipe: (d) => moveNodeTo(d, ...args) });

describe('moving a node between areas and slots', () => {
  it('moves a block from the main area into the rail of the two-column below it', () => {
    const s = moved(editorPageFixture(), ['areas', 'main', 0], ['areas', 'main', 1, 'children', 'rail'], 0);
    expect(places(s.page)).toEqual([
      'main: two-column',
      'main/main: article-card-grid',
      'main/rail: hero-slider',
      'main/rail: most-read',
    ]);
  });

  it('moves a block out of a slot to a place in an area, before or after a row', () => {
    const s = moved(editorPageFixture(), ['areas', 'main', 1, 'children', 'main', 0], ['areas', 'main'], 1);
    expect(places(s.page)).toEqual([
      'main: hero-slider',
      'main: article-card-grid',
      'main: two-column',
      'main/rail: most-read',
    ]);
  });

  it('creates the list of an area or slot the page does not have yet, and clamps the place to its end', () => {
    const s = moved(editorPageFixture(), ['areas', 'main', 0], ['areas', 'footer'], 99);
    expect(s.page.areas.footer.map((n) => n.id)).toEqual(['hero0001']);
    expect(s.page.areas.main).toHaveLength(1);
  });

  it('reorders within one list as arrayMove does', () => {
    const page = editorPageFixture();
    page.areas.main.push({ id: 'tail0001', block: 'most-read', version: 1, config: { published: true } });
    const s = moved(page, ['areas', 'main', 0], ['areas', 'main'], 2);
    expect(s.page.areas.main.map((n) => n.id)).toEqual(['cols0001', 'tail0001', 'hero0001']);
  });

  it('never puts a container inside itself', () => {
    const page = editorPageFixture();
    const s = moved(page, ['areas', 'main', 1], ['areas', 'main', 1, 'children', 'rail'], 0);
    expect(s.page).toEqual(page);
    expect(s.past).toHaveLength(0);
  });

  it('is one undo step, which puts the node back where it was', () => {
    const page = editorPageFixture();
    const s = moved(page, ['areas', 'main', 0], ['areas', 'main', 1, 'children', 'rail'], 1);
    expect(s.past).toHaveLength(1);
    expect(historyReducer(s, { type: 'undo' }).page).toEqual(page);
  });
});

describe('layouts and their areas', () => {
  it('adds the new layout’s missing areas and keeps the areas it lacks, blocks and all', () => {
    const bare = historyReducer(
      startHistory({ ...editorPageFixture(), layout: 'bare', areas: { main: [], header: [] } }),
      {
        type: 'change',
        recipe: (d) => setLayout(d, 'default'),
      },
    ).page;
    expect(bare.layout).toBe('default');
    expect(Object.keys(bare.areas).sort()).toEqual(['footer', 'header', 'main']);
    const back = historyReducer(startHistory(editorPageFixture()), {
      type: 'change',
      recipe: (d) => setLayout(d, 'bare'),
    }).page;
    expect(back.areas.main).toHaveLength(2);
  });

  it('lists every place a node can go: the layout’s areas in order, then each container’s slots', () => {
    expect(listsOf(editorPageFixture()).map((l) => l.path.join('/'))).toEqual([
      'areas/header',
      'areas/main',
      'areas/main/1/children/main',
      'areas/main/1/children/rail',
      'areas/footer',
    ]);
  });

  it('names the places in Spanish, numbering containers of one kind and marking areas the layout hides', () => {
    const page = editorPageFixture();
    page.layout = 'bare';
    page.areas.footer = [structuredClone(page.areas.main[1])];
    expect(moveTargets(page).map((t) => `${t.label}${t.hidden ? ' (oculta)' : ''}`)).toEqual([
      'Principal',
      'Principal › Dos columnas 1 › Principal',
      'Principal › Dos columnas 1 › Columna lateral',
      'Pie de página (oculta)',
      'Pie de página › Dos columnas 2 › Principal (oculta)',
      'Pie de página › Dos columnas 2 › Columna lateral (oculta)',
    ]);
  });
});
