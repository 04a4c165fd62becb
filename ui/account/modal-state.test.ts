// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { MODAL_RESET_MS } from './modal-close';
import { PANEL_FORMS, panelOf, useAuthModalState } from './modal-state';

afterEach(() => vi.useRealTimers());

describe('the auth modal panels (spec 2, 2 and 4)', () => {
  it('S2-009: starts on panel 1, the login form', () => {
    const { result } = renderHook(() => useAuthModalState());
    expect(result.current.state).toEqual({ visibility: 'closed', panel: 1 });
    expect(PANEL_FORMS[1]).toBe('login');
  });

  it('S2-009: each of the panels 0, 1 and 2 can be opened and shown, one form each', () => {
    const { result } = renderHook(() => useAuthModalState());
    act(() => result.current.open(2));
    expect(result.current.state).toEqual({ visibility: 'open', panel: 2 });
    act(() => result.current.show(0));
    expect(result.current.state.panel).toBe(0);
    act(() => result.current.show(1));
    expect(result.current.state.panel).toBe(1);
    expect(new Set(PANEL_FORMS)).toEqual(new Set(['signin', 'login', 'recovery']));
    for (const kind of PANEL_FORMS) expect(PANEL_FORMS[panelOf(kind)]).toBe(kind);
  });

  it('S2-087: closing hides it at once and goes back to panel 0 after 0.5 s, not before', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useAuthModalState());
    act(() => result.current.open(2));
    act(() => result.current.close());
    expect(result.current.state).toEqual({ visibility: 'closing', panel: 2 });
    act(() => vi.advanceTimersByTime(MODAL_RESET_MS - 100));
    expect(result.current.state.panel).toBe(2);
    act(() => vi.advanceTimersByTime(100));
    expect(result.current.state).toEqual({ visibility: 'closed', panel: 0 });
  });
});
