import { loadTest, type LoadOptions, type LoadResult } from './load';

/**
 * The page cache must not answer the "uncached" figures (issue 15, 10: HTML cache bypassed, source and block caches
 * on). No page cache exists on this branch; the helper building it names its bypass, and this is the one place to
 * set it: `BENCH_PAGE_CACHE_BYPASS='Header: value'` (default `X-Page-Cache: bypass`). A response that still says
 * `X-Cache: HIT` makes the run fail rather than record a cached figure as uncached.
 */
export function pageCacheBypass(raw = process.env.BENCH_PAGE_CACHE_BYPASS ?? 'X-Page-Cache: bypass') {
  const at = raw.indexOf(':');
  if (at < 1) throw new Error(`BENCH_PAGE_CACHE_BYPASS must be 'Header: value', got '${raw}'`);
  return { [raw.slice(0, at).trim().toLowerCase()]: raw.slice(at + 1).trim() };
}

export interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** Uncached figures: a page-cache hit is an error, not a figure. */
  uncached?: boolean;
}

export interface TargetFigures {
  name: string;
  url: string;
  rounds: LoadResult[];
  medianRps: number;
  medianP99Ms: number;
  failures: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function checkUncached(target: Target): Promise<void> {
  const res = await fetch(target.url, { headers: target.headers });
  await res.arrayBuffer();
  if (/hit|stale/i.test(res.headers.get('x-cache') ?? '')) {
    throw new Error(`${target.name}: answered X-Cache ${res.headers.get('x-cache')} despite the bypass`);
  }
}

/**
 * Interleaved rounds (A, B, C, A, B, C…): this machine is shared, and a figure drifts over minutes, so each target
 * gets the same mix of good and bad moments. One unmeasured warm-up run each first (V8 optimises the hot paths).
 */
export async function interleavedRounds(
  targets: Target[],
  opts: LoadOptions & { rounds: number; warmupSeconds: number },
  onRun: (target: Target, round: number, result: LoadResult) => void = () => {},
): Promise<TargetFigures[]> {
  for (const target of targets) {
    if (target.uncached) await checkUncached(target);
    await loadTest(target.url, { ...opts, durationSeconds: opts.warmupSeconds }, target.headers);
  }
  const runs = new Map<string, LoadResult[]>(targets.map((t) => [t.name, []]));
  for (let round = 1; round <= opts.rounds; round++) {
    for (const target of targets) {
      const result = await loadTest(target.url, opts, target.headers);
      runs.get(target.name)!.push(result);
      onRun(target, round, result);
    }
  }
  return targets.map((t) => {
    const rounds = runs.get(t.name)!;
    return {
      name: t.name,
      url: t.url,
      rounds,
      medianRps: median(rounds.map((r) => r.requestsPerSecond)),
      medianP99Ms: median(rounds.map((r) => r.p99Ms)),
      failures: rounds.reduce((sum, r) => sum + r.failures, 0),
    };
  });
}
