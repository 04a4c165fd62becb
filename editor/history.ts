import { applyPatches, enablePatches, produceWithPatches, type Draft, type Patch } from 'immer';
import type { PageDoc } from './types';

enablePatches();

/**
 * Undo and redo as immer patches: each edit keeps what it changed and how to change it back, not a copy of the
 * page, so a long session on a large home page stays small and an undo restores exactly the edited fields.
 */
interface Step {
  patches: Patch[];
  inverse: Patch[];
}

export interface HistoryState {
  page: PageDoc;
  past: Step[];
  future: Step[];
}

export type HistoryAction =
  | { type: 'change'; recipe: (draft: Draft<PageDoc>) => void }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset'; page: PageDoc };

/** Steps kept for undo: enough for a working session, bounded so memory is too. */
const LIMIT = 200;

export const startHistory = (page: PageDoc): HistoryState => ({ page, past: [], future: [] });

export function historyReducer(state: HistoryState, action: HistoryAction): HistoryState {
  switch (action.type) {
    case 'change': {
      const [page, patches, inverse] = produceWithPatches(state.page, action.recipe);
      if (!patches.length) return state;
      return { page, past: [...state.past, { patches, inverse }].slice(-LIMIT), future: [] };
    }
    case 'undo': {
      const step = state.past[state.past.length - 1];
      if (!step) return state;
      return {
        page: applyPatches(state.page, step.inverse),
        past: state.past.slice(0, -1),
        future: [step, ...state.future],
      };
    }
    case 'redo': {
      const [step, ...future] = state.future;
      if (!step) return state;
      return { page: applyPatches(state.page, step.patches), past: [...state.past, step], future };
    }
    case 'reset':
      return startHistory(action.page);
  }
}
