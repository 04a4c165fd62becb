/** Thrown when the line is full: the caller answers 503 rather than queueing without bound. */
export class BusyError extends Error {
  constructor() {
    super('too many images waiting');
  }
}

/**
 * At most `max` jobs at a time (resizing is CPU-bound) and at most `maxWaiting` in line; beyond
 * that a job is refused at once, so a flood of requests cannot pile up memory and latency.
 */
export function createLimiter(max: number, maxWaiting = Infinity) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (active >= max) {
      if (waiting.length >= maxWaiting) throw new BusyError();
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    active += 1;
    try {
      return await job();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}
