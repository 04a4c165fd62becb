import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Spec 1, 4: the modal's controls fade to idle `timeoutMs` after it opens; tapping the picture
 * toggles idle (and cancels the pending fade, so a reader's choice is not overridden).
 */
export function useIdle(timeoutMs: number) {
  const [idle, setIdle] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    timer.current = setTimeout(() => setIdle(true), timeoutMs);
    return () => clearTimeout(timer.current);
  }, [timeoutMs]);
  const toggle = useCallback(() => {
    clearTimeout(timer.current);
    setIdle((value) => !value);
  }, []);
  return { idle, toggle };
}
