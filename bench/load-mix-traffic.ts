// The traffic of `npm run bench:load` (issue 30, item 3): closed-loop readers, each sending its next request as soon
// as the last one answered, drawn from a weighted mix of kinds; every answer's latency, status and X-Cache recorded.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface TrafficKind {
  name: string;
  /** Share of the requests, e.g. 0.8. */
  weight: number;
  /** The paths (with their query) this kind picks from, uniformly. */
  paths: string[];
}

export interface KindFigures {
  name: string;
  requests: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Answers other than 2xx, and connection errors. */
  errors: number;
  /** X-Cache of the answers: HIT, STALE, MISS (a render, or a wait for one), none (not cacheable). */
  cache: Record<string, number>;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

/** A deterministic stream of numbers in [0, 1), so two runs send the same mix in the same order. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function get(agent: http.Agent, origin: string, path: string): Promise<{ status: number; cache: string }> {
  return new Promise((resolve) => {
    const req = http.get(`${origin}${path}`, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, cache: String(res.headers['x-cache'] ?? 'none') }));
      res.on('error', () => resolve({ status: 0, cache: 'none' }));
    });
    req.on('error', () => resolve({ status: 0, cache: 'none' }));
  });
}

/**
 * Runs `connections` readers for `seconds` against `origin`, each request's kind drawn by weight; `during` is called
 * once a second while it runs (publishes and purges). Answers the figures per kind.
 */
export async function runTraffic(opts: {
  origin: string;
  kinds: TrafficKind[];
  connections: number;
  seconds: number;
  during?: (second: number) => Promise<void>;
}): Promise<KindFigures[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const total = opts.kinds.reduce((sum, k) => sum + k.weight, 0);
  const samples = new Map(
    opts.kinds.map((k) => [k.name, { ms: [] as number[], errors: 0, cache: {} as Record<string, number> }]),
  );
  const end = performance.now() + opts.seconds * 1000;
  const pick = (r: number) => {
    let at = r * total;
    for (const kind of opts.kinds) if ((at -= kind.weight) < 0) return kind;
    return opts.kinds[opts.kinds.length - 1];
  };
  const reader = async (id: number) => {
    const next = random(id + 1);
    while (performance.now() < end) {
      const kind = pick(next());
      const path = kind.paths[Math.floor(next() * kind.paths.length)];
      const started = performance.now();
      const answer = await get(agent, opts.origin, path);
      const sample = samples.get(kind.name)!;
      sample.ms.push(performance.now() - started);
      if (answer.status < 200 || answer.status >= 300) sample.errors++;
      sample.cache[answer.cache] = (sample.cache[answer.cache] ?? 0) + 1;
    }
  };
  let second = 0;
  const ticker = setInterval(() => void opts.during?.(++second), 1000);
  await Promise.all(Array.from({ length: opts.connections }, (_, i) => reader(i)));
  clearInterval(ticker);
  agent.destroy();
  return opts.kinds.map((kind) => {
    const { ms, errors, cache } = samples.get(kind.name)!;
    const sorted = [...ms].sort((a, b) => a - b);
    return {
      name: kind.name,
      requests: ms.length,
      perSecond: ms.length / opts.seconds,
      p50Ms: percentile(sorted, 50),
      p95Ms: percentile(sorted, 95),
      p99Ms: percentile(sorted, 99),
      errors,
      cache,
    };
  });
}
