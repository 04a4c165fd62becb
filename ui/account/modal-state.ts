import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { FormKind } from './forms/form-kinds';
import { MODAL_RESET_MS } from './modal-close';

/**
 * Spec 2, 2: the modal's three panels, 0, 1 (the default) and 2. The spec does not show what they hold; ours, in the
 * order a reader moves between them: 0 sign-up, 1 login, 2 password recovery. Closing goes back to panel 0 (spec
 * 2, 4), which a later opening without a form kind would show.
 */
export type Panel = 0 | 1 | 2;
export const PANEL_FORMS: readonly [FormKind, FormKind, FormKind] = ['signin', 'login', 'recovery'];
export const DEFAULT_PANEL: Panel = 1;
export const RESET_PANEL: Panel = 0;

export const panelOf = (kind: FormKind): Panel => PANEL_FORMS.indexOf(kind) as Panel;

export interface ModalState {
  /** 'closing': hidden already, and still showing its panel until the reset. */
  visibility: 'closed' | 'open' | 'closing';
  panel: Panel;
}

export type ModalAction = { type: 'open' | 'show'; panel: Panel } | { type: 'close' } | { type: 'reset' };

export const INITIAL_MODAL_STATE: ModalState = { visibility: 'closed', panel: DEFAULT_PANEL };

export function modalReducer(state: ModalState, action: ModalAction): ModalState {
  switch (action.type) {
    case 'open':
      return { visibility: 'open', panel: action.panel };
    case 'show':
      return { ...state, panel: action.panel };
    case 'close':
      return state.visibility === 'open' ? { ...state, visibility: 'closing' } : state;
    case 'reset':
      return { visibility: 'closed', panel: RESET_PANEL };
  }
}

/** The modal's state with its actions; `close` hides it at once and resets it MODAL_RESET_MS later (spec 2, 4). */
export function useAuthModalState() {
  const [state, dispatch] = useReducer(modalReducer, INITIAL_MODAL_STATE);
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reset.current), []);
  const close = useCallback(() => {
    dispatch({ type: 'close' });
    clearTimeout(reset.current);
    reset.current = setTimeout(() => dispatch({ type: 'reset' }), MODAL_RESET_MS);
  }, []);
  const actions = useMemo(
    () => ({
      open: (panel: Panel) => dispatch({ type: 'open', panel }),
      show: (panel: Panel) => dispatch({ type: 'show', panel }),
      close,
    }),
    [close],
  );
  return { state, ...actions };
}
