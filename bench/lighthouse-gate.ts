// The Lighthouse budgets of issue 15, 9 and how a page's runs are judged against them (decision 0065).

/** The budgets: Lighthouse mobile, the median of three runs of a page. */
export const BUDGETS = { performance: 95, accessibility: 100, cls: 0.002 };

/**
 * A run is counted for performance only when the host ran the browser as asked: its stall probe (bench/host-stall.ts)
 * oversleeps 3% of a run on a quiet host and 19-20% when the host gives it one core; past 8% the run is stalled.
 */
export const STALLED_SHARE = 0.08;

/**
 * Performance when a host stalls through every run of a page: the median of all its runs, against the floor the gate
 * had before the stall probe (75), so a real regression still fails a slow day and the run says what it measured.
 */
export const STALLED_HOST_FLOOR = 75;

/**
 * Lighthouse's own line for a host too slow to measure on (`SLOW_CPU_BENCHMARK_INDEX_THRESHOLD`, under which it warns
 * that the score is unreliable): this machine scores 3,100-3,200. A run on a slower host is not counted for
 * performance either, as a stalled one is not.
 */
export const SLOW_HOST_BENCHMARK_INDEX = 1000;

export interface Run {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Wall time of the run and how much of it the host stalled, by the probe. */
  runMs: number;
  stalledMs: number;
  /** Lighthouse's measure of the host CPU's speed for the run (its `environment.benchmarkIndex`). */
  benchmarkIndex: number;
}

export const isStalled = (run: Run) =>
  run.stalledMs > STALLED_SHARE * run.runMs || run.benchmarkIndex < SLOW_HOST_BENCHMARK_INDEX;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export interface Verdict {
  ok: boolean;
  performance: number;
  performanceBudget: number;
  accessibility: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** Runs the host did not stall; with fewer than wanted, performance was judged on every run. */
  quietRuns: number;
}

/**
 * Judges a page's runs: performance by the median of its quiet runs against the 95 when there are `wanted`
 * of them, else by the median of all runs against the stalled-host floor; accessibility and CLS (which a stalled host
 * does not move) by the median of all runs, always against the budgets.
 */
export function judge(runs: Run[], wanted: number): Verdict {
  const quiet = runs.filter((run) => !isStalled(run));
  const judged = quiet.length >= wanted ? quiet : runs;
  const performanceBudget = judged === quiet ? BUDGETS.performance : STALLED_HOST_FLOOR;
  const of = (list: Run[], key: keyof Run) => median(list.map((run) => run[key]));
  const performance = of(judged, 'performance');
  const accessibility = of(runs, 'accessibility');
  const cls = of(runs, 'cls');
  return {
    ok: performance >= performanceBudget && accessibility >= BUDGETS.accessibility && cls <= BUDGETS.cls,
    performance,
    performanceBudget,
    accessibility,
    cls,
    lcpMs: of(judged, 'lcpMs'),
    tbtMs: of(judged, 'tbtMs'),
    quietRuns: quiet.length,
  };
}
