import { createContext, useContext, useEffect } from 'react';

/** What the open screen tells the app about leaving it: whether work would be lost, and how to save it first. */
export interface Unsaved {
  dirty: boolean;
  save?: () => Promise<boolean>;
}

/** The app's ear (EditorApp): a screen reports its state here, and the app asks before it navigates away. */
export const LeaveGuardContext = createContext<(state: Unsaved | null) => void>(() => {});

/**
 * Guards a screen's unsaved work (issue 25, 3): in-app navigation asks first (the app's dialog), and a reload or a
 * closed tab gets the browser's own prompt (`beforeunload`) while there is something to lose.
 */
export function useUnsavedGuard(dirty: boolean, save?: () => Promise<boolean>): void {
  const report = useContext(LeaveGuardContext);
  useEffect(() => report({ dirty, save }));
  useEffect(() => () => report(null), [report]);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older Chromium asks only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
