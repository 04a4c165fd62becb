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
  /** The field this step edited (see `coalesce`), and when it was last extended. */
  field?: string;
  at?: number;
}

export interface HistoryState {
  page: PageDoc;
  past: Step[];
  future: Step[];
}

export type HistoryAction =
  | {
      type: 'change';
      recipe: (draft: Draft<PageDoc>) => void;
      /**
       * The field this change types into (e.g. `/areas/main/0/config/title`) and when: consecutive changes of the
       * same field within COALESCE_MS of each other are one undo step, so typing a word is undone at once.
       */
      field?: string;
      at?: number;
    }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset'; page: PageDoc };

/** Steps kept for undo: enough for a working session, bounded so memory is too. */
const LIMIT = 200;
/** A pause longer than this between two keystrokes in one field starts a new undo step. */
export const COALESCE_MS = 1000;

/** Whether a change continues the last step: same field, soon enough, and nothing undone in between. */
const continues = (last: Step | undefined, field: string | undefined, at: number | undefined, future: Step[]) =>
  Boolean(
    last &&
    field &&
    last.field === field &&
    at !== undefined &&
    last.at !== undefined &&
    at - last.at <= COALESCE_MS &&
    !future.length,
  );

export const startHistory = (page: PageDoc): HistoryState => ({ page, past: [], future: [] });

export function historyReducer(state: HistoryState, action: HistoryAction): HistoryState {
  switch (action.type) {
    case 'change': {
      const [page, patches, inverse] = produceWithPatches(state.page, action.recipe);
      if (!patches.length) return state;
      const { field, at } = action;
      const last = state.past[state.past.length - 1];
      if (continues(last, field, at, state.future)) {
        // Forward in order of typing; backward the newest first.
        const merged = { patches: [...last.patches, ...patches], inverse: [...inverse, ...last.inverse], field, at };
        return { page, past: [...state.past.slice(0, -1), merged], future: [] };
      }
      return { page, past: [...state.past, { patches, inverse, field, at }].slice(-LIMIT), future: [] };
    }
    case 'undo': {
      const step = state.past[state.past.length - 1];
      if (!step) return state;
      // An undo ends typing: the next keystroke starts a step of its own.
      const past = state.past.slice(0, -1).map((s, i, all) => (i === all.length - 1 ? { ...s, at: undefined } : s));
      return { page: applyPatches(state.page, step.inverse), past, future: [step, ...state.future] };
    }
    case 'redo': {
      const [step, ...future] = state.future;
      if (!step) return state;
      return {
        page: applyPatches(state.page, step.patches),
        past: [...state.past, { ...step, at: undefined }],
        future,
      };
    }
    case 'reset':
      return startHistory(action.page);
  }
}
