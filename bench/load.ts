import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  /** Answers that were not 2xx, plus connection errors: a run with any is not a valid figure. */
  failures: number;
}

export interface LoadOptions {
  durationSeconds: number;
  connections: number;
}

/** autocannon against one URL; the page must answer 200 before the figures mean anything. */
export async function loadTest(
  url: string,
  opts: LoadOptions,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const first = await fetch(url, { headers });
  if (!first.ok) throw new Error(`${url} answered ${first.status}`);
  await first.arrayBuffer();
  // autocannon sends no Accept-Encoding unless `headers` has one: for the peers every system answers uncompressed bytes.
  const result = await autocannon({ url, headers, connections: opts.connections, duration: opts.durationSeconds });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors,
  };
}

export interface LatencyResult {
  firstMs: number;
  medianMs: number;
  p99Ms: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

async function timeOne(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
}

/**
 * One request at a time: the first with the content-source cache cold, then `count` with it warm.
 * Pages are not cached in-process, so every one of them is a full resolve and render.
 */
export async function sequentialLatency(
  url: string,
  count = 200,
  headers: Record<string, string> = {},
): Promise<LatencyResult> {
  const firstMs = await timeOne(url, headers);
  const times: number[] = [];
  for (let i = 0; i < count; i++) times.push(await timeOne(url, headers));
  times.sort((a, b) => a - b);
  return { firstMs, medianMs: percentile(times, 0.5), p99Ms: percentile(times, 0.99) };
}
