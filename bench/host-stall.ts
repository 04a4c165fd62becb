// How much of a measurement the host spent not running us (decision 0065). Lighthouse's simulation multiplies every
// main-thread task it observed by 4, so a host that stalls the browser for 50 ms at a time (a neighbour taking the
// CPU, a hypervisor's steal) turns each stall into 200 ms of "blocking time" that the page never caused. The probe
// sleeps 2 ms at a time on a thread of its own and counts the oversleep: on a host that runs it when asked, a
// Lighthouse run oversleeps 0.2-0.5 s in all; a host that gives it 80-100% of one core, 3-5 s.
import { Worker } from 'node:worker_threads';

/** An oversleep under this is ordinary scheduling (the browser's own threads busy on both cores), not a stall. */
const STALL_MIN_MS = 5;

const PROBE = `
const { workerData } = require('node:worker_threads');
const total = new Int32Array(workerData);
const sleeper = new Int32Array(new SharedArrayBuffer(4));
let stalled = 0;
for (;;) {
  const start = performance.now();
  Atomics.wait(sleeper, 0, 0, 2);
  const over = performance.now() - start - 2;
  if (over >= ${STALL_MIN_MS}) Atomics.store(total, 0, Math.round((stalled += over)));
  if (Atomics.load(total, 1) === 1) break;
}
`;

export interface StallProbe {
  /** Milliseconds of stall counted since the probe started. */
  stalledMs(): number;
  stop(): Promise<void>;
}

export function startStallProbe(): StallProbe {
  const shared = new SharedArrayBuffer(8);
  const counters = new Int32Array(shared);
  // Not unref'd: `stop` awaits the thread's exit, which an unref'd worker would let the process end before.
  const worker = new Worker(PROBE, { eval: true, workerData: shared });
  return {
    stalledMs: () => Atomics.load(counters, 0),
    async stop() {
      Atomics.store(counters, 1, 1);
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}
