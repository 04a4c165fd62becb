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
