/**
 * Calls `fn` at most once per `wait` ms: at once when the last call is old enough, otherwise once
 * at the end of the wait with the latest arguments, so the final scroll position is always seen.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | null = null;

  const run = () => {
    timer = undefined;
    last = Date.now();
    const args = pending;
    pending = null;
    if (args) fn(...args);
  };
  const throttled = (...args: A) => {
    pending = args;
    if (timer !== undefined) return;
    const remaining = wait - (Date.now() - last);
    if (remaining <= 0) run();
    else timer = setTimeout(run, remaining);
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = null;
  };
  return throttled;
}
