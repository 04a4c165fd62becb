import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { runOneDue } from './schedule-jobs';

export interface ScheduleLoop {
  /** Stops the timer and waits for a round in progress (before the database closes). */
  stop(): Promise<void>;
}

/** At most this many jobs a round, so one process's round cannot grow without end. */
const PER_ROUND = 20;

/**
 * Every `everyMs`, carries out the schedules that are due (issue 26, item 1), then `afterJob(site)` for each (the
 * snapshot and the HTML cache). Every process runs one; the database decides which process does which job.
 */
export function startScheduleLoop(opts: {
  db: Db;
  /** None: this process runs no loop (test servers, unless they ask). */
  everyMs: number | undefined;
  log: Logger;
  afterJob: (site: string) => Promise<void>;
}): ScheduleLoop | undefined {
  if (opts.everyMs === undefined) return undefined;
  const claimer = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  let stopped = false;
  let round: Promise<void> | undefined;
  const runRound = async () => {
    for (let i = 0; i < PER_ROUND && !stopped; i++) {
      const job = await runOneDue(opts.db, claimer);
      if (!job) return;
      if (job.error) opts.log.warn({ schedule: job.id, error: job.error }, 'scheduled job could not be done');
      await opts.afterJob(job.site);
    }
  };
  const timer = setInterval(() => {
    // Rounds never overlap: a slow database skips a tick instead of piling rounds up.
    if (round || stopped) return;
    round = runRound()
      .catch((err: unknown) => opts.log.warn({ err }, 'schedule round failed'))
      .finally(() => (round = undefined));
  }, opts.everyMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await round;
    },
  };
}
