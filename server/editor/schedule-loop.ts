import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { runOneDue } from './schedule-jobs';

export interface ScheduleLoop {
  /** Stops the timer and waits for a round in progress (before the database closes). */
  stop(): Promise<void>;
}

/**
 * One kind of timed work the loop carries out: claims what is due in the database (so that, of several processes,
 * exactly one does each item), does it, and answers whether it did anything (then the loop asks again this round).
 */
export type DueWork = (claimer: string) => Promise<boolean>;

/** At most this many calls a round for each kind of work, so one process's round cannot grow without end. */
const PER_ROUND = 20;

/** Scheduled page publishes and unpublishes (issue 26, item 1), then `afterJob(site)` (the snapshot and the HTML cache). */
export function pageSchedules(opts: { db: Db; log: Logger; afterJob: (site: string) => Promise<void> }): DueWork {
  return async (claimer) => {
    const job = await runOneDue(opts.db, claimer);
    if (!job) return false;
    if (job.error) opts.log.warn({ schedule: job.id, error: job.error }, 'scheduled job could not be done');
    await opts.afterJob(job.site);
    return true;
  };
}

/**
 * Every `everyMs`, carries out the work that is due: scheduled page publishes, ended embargoes (decision 0089).
 * Every process runs one; the database decides which process does which item.
 */
export function startScheduleLoop(opts: {
  /** None: this process runs no loop (test servers, unless they ask). */
  everyMs: number | undefined;
  log: Logger;
  work: DueWork[];
}): ScheduleLoop | undefined {
  if (opts.everyMs === undefined) return undefined;
  const claimer = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  let stopped = false;
  let round: Promise<void> | undefined;
  const runRound = async () => {
    for (const work of opts.work)
      for (let i = 0; i < PER_ROUND && !stopped; i++) {
        // One kind failing (a page job's error, say) does not keep the others waiting.
        const more = await work(claimer).catch((err: unknown) => {
          opts.log.warn({ err }, 'scheduled work failed');
          return false;
        });
        if (!more) break;
      }
  };
  const timer = setInterval(() => {
    // Rounds never overlap: a slow database skips a tick instead of piling rounds up.
    if (round || stopped) return;
    round = runRound().finally(() => (round = undefined));
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
