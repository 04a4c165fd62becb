import { describe, expect, it } from 'vitest';
import { historyReducer, startHistory, type HistoryState } from './history';
import { duplicateNode, insertNode, moveNode, outline, removeNode, setConfig } from './page-tree';
import type { Draft } from 'immer';
import type { PageDoc } from './types';

type Recipe = (d: Draft<PageDoc>) => void;

const page = (): PageDoc => ({
  id: 'p',
  route: '/',
  layout: 'default',
  areas: {
    main: [
      { block: 'hidden-title', version: 1, config: { published: true, title: 'A' } },
      {
        container: 'two-column',
        children: { main: [{ block: 'most-read', version: 1, config: { published: true } }], rail: [] },
      },
      { block: 'hidden-title', version: 1, config: { published: true, title: 'B' } },
    ],
  },
});
const labels = (s: HistoryState) => outline(s.page).map((l) => `${'  '.repeat(l.depth)}${l.label}`);

describe('tree edits with undo and redo (immer patches)', () => {
  it('adds, moves, duplicates, removes and edits; each undone and redone in order', () => {
    let s = startHistory(page());
    const steps: Recipe[] = [
      (d) => insertNode(d, ['areas', 'main', 1, 'children', 'rail'], 0, { block: 'slider', config: {} }),
      (d) => moveNode(d, ['areas', 'main'], 2, 0),
      (d) => void duplicateNode(d, ['areas', 'main', 0]),
      (d) => removeNode(d, ['areas', 'main', 2]),
      (d) => setConfig(d, ['areas', 'main', 0], { published: false }),
    ];
    const seen = [s.page];
    for (const recipe of steps) {
      s = historyReducer(s, { type: 'change', recipe });
      seen.push(s.page);
    }
    expect(labels(s)).toEqual(['hidden-title', 'hidden-title', 'two-column', '  most-read', '  slider']);
    expect(s.page.areas.main[0]).toMatchObject({ config: { published: false } });
    expect(s.page.areas.main[1]).toMatchObject({ config: { title: 'B' } });
    for (let i = seen.length - 2; i >= 0; i--) {
      s = historyReducer(s, { type: 'undo' });
      expect(s.page).toEqual(seen[i]);
    }
    expect(s.page).toEqual(page());
    for (let i = 1; i < seen.length; i++) {
      s = historyReducer(s, { type: 'redo' });
      expect(s.page).toEqual(seen[i]);
    }
  });

  it('a new edit after an undo drops the redo steps; an edit that changes nothing is no step', () => {
    let s = startHistory(page());
    s = historyReducer(s, { type: 'change', recipe: (d) => removeNode(d, ['areas', 'main', 0]) });
    s = historyReducer(s, { type: 'undo' });
    expect(s.future).toHaveLength(1);
    s = historyReducer(s, { type: 'change', recipe: (d) => moveNode(d, ['areas', 'main'], 0, 2) });
    expect(s.future).toHaveLength(0);
    const same = historyReducer(s, { type: 'change', recipe: (d) => moveNode(d, ['areas', 'main'], 1, 1) });
    expect(same).toBe(s);
  });
});

describe('typing in one field is one undo step (issue 25, 3)', () => {
  const title = '/areas/main/0/config/title';
  const type = (s: HistoryState, field: string | undefined, value: string, at: number) =>
    historyReducer(s, {
      type: 'change',
      recipe: (d) => setConfig(d, ['areas', 'main', 0], { published: true, title: value }),
      field,
      at,
    });
  const titleOf = (s: HistoryState) => (s.page.areas.main[0] as { config: { title?: string } }).config.title;

  it('joins keystrokes of the same field less than a second apart, and undoes them together', () => {
    let s = startHistory(page());
    s = type(s, title, 'AB', 1000);
    s = type(s, title, 'ABC', 1500);
    s = type(s, title, 'ABCD', 2400);
    expect(s.past).toHaveLength(1);
    s = historyReducer(s, { type: 'undo' });
    expect(titleOf(s)).toBe('A');
    s = historyReducer(s, { type: 'redo' });
    expect(titleOf(s)).toBe('ABCD');
  });

  it('starts a new step after a pause, another field, an action without a field or an undo', () => {
    let s = startHistory(page());
    s = type(s, title, 'AB', 1000);
    s = type(s, title, 'ABC', 2500); // a pause of 1.5 s
    expect(s.past).toHaveLength(2);
    s = type(s, '/areas/main/2/config/title', 'ABCD', 2600); // another field
    expect(s.past).toHaveLength(3);
    s = type(s, undefined, 'ABCDE', 2700);
    s = type(s, undefined, 'ABCDEF', 2750);
    expect(s.past).toHaveLength(5);
    s = type(s, title, 'X', 2800);
    s = type(s, title, 'XY', 2850);
    expect(s.past).toHaveLength(6);
    s = historyReducer(s, { type: 'undo' });
    s = historyReducer(s, { type: 'redo' });
    s = type(s, title, 'XYZ', 2900); // typing again after an undo and a redo
    expect(s.past).toHaveLength(7);
  });
});
