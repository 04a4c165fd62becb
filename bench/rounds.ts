import { loadTest, type LoadOptions, type LoadResult } from './load';

export interface Target {
  name: string;
  url: string;
  /**
   * What the HTML cache must answer (`X-Cache`) once the target is warm: `uncached` figures come from the app without
   * it, so any cached answer is an error, not a figure; `hit` figures must come from the cache, HIT or (once its 60 s
   * are up, while one request renders it again) STALE.
   */
  cache?: 'uncached' | 'hit';
  /** Request headers (e.g. a browser's Accept-Encoding); none by default, as for the peer comparison. */
  headers?: Record<string, string>;
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

async function checkCache(target: Target): Promise<void> {
  if (!target.cache) return;
  const res = await fetch(target.url, { headers: target.headers });
  await res.arrayBuffer();
  const cached = /hit|stale/i.test(res.headers.get('x-cache') ?? '');
  if (cached !== (target.cache === 'hit')) {
    throw new Error(`${target.name}: answered X-Cache ${res.headers.get('x-cache') ?? '(none)'}, not ${target.cache}`);
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
    await loadTest(target.url, { ...opts, durationSeconds: opts.warmupSeconds }, target.headers);
    await checkCache(target);
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
