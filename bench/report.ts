import os from 'node:os';
import type { LatencyResult, LoadOptions } from './load';
import { JS_BUDGET_KB, type Bytes, type PageWeight } from './js-weight';
import type { TargetFigures } from './rounds';

export interface BenchFigures {
  /** machine(), taken before and after the run: the load average shows whether others shared the CPU. */
  machine: string;
  machineAfter: string;
  /** The commit measured (git describe: a `-dirty` suffix means uncommitted changes were measured too). */
  commit: string;
  load: LoadOptions & { rounds: number; warmupSeconds: number };
  articlePath: string;
  /** Peers that did not answer, left out. */
  missing: string[];
  baselineBlocks: string[];
  /** In run order; the ratios find them by TARGET_NAMES. */
  throughput: TargetFigures[];
  articleLatency: LatencyResult;
  weights: Record<string, { path: string; weight: PageWeight }>;
}

/**
 * Targets (issue 15's Done-when): uncached article ≥ 5× the Next.js peer's dynamic route (8× the aim); hot article
 * ≥ 60% of the trivial route's throughput with p99 ≤ 50 ms; JS budgets (issue 13).
 */
export const TARGETS = {
  beforeInteractionKb: JS_BUDGET_KB,
  allKb: 130,
  articleVsNext: 5,
  articleVsNextAim: 8,
  hotVsTrivial: 0.6,
  hotP99Ms: 50,
};

/** The targets the ratios compare, by the names bench/run.ts gives them. */
export const TARGET_NAMES = {
  uncached: 'article (uncached)',
  hot: 'article, HTML-cache hit (hot)',
  hotBrotli: 'article, HTML-cache hit (hot), as browsers ask (br)',
  trivial: 'trivial route `/healthz`',
  bare: 'our markup, bare renderToString',
  next: 'Next.js peer, dynamic route',
  express: 'Express + renderToString peer',
} as const;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (n: number) => n.toFixed(1);
const mark = (ok: boolean) => (ok ? 'yes' : '**no**');
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const bytes = (b: Bytes) => `${kb(b.raw)} / ${kb(b.gzip)} / ${kb(b.brotli)}`;

export function machine(): string {
  const cpus = os.cpus();
  const memory = (os.totalmem() / 1024 ** 3).toFixed(1);
  const load = os.loadavg()[0].toFixed(1);
  return `${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, ${memory} GB, ${os.type()} ${os.release()}, Node ${process.version}, load average ${load}`;
}

function ratios(f: BenchFigures): string[] {
  const find = (name: string) => f.throughput.find((t) => t.name === name);
  const lines: string[] = [];
  const trivial = find(TARGET_NAMES.trivial);
  for (const [label, name] of [
    ['Hot article, uncompressed', TARGET_NAMES.hot],
    ['Hot article as a browser asks for it (Accept-Encoding: br)', TARGET_NAMES.hotBrotli],
  ] as const) {
    const hot = find(name);
    if (!hot || !trivial) continue;
    const r = hot.medianRps / trivial.medianRps;
    lines.push(
      `${label} / trivial route: **${(100 * r).toFixed(0)}%** (target ≥ ${100 * TARGETS.hotVsTrivial}%:` +
        ` ${mark(r >= TARGETS.hotVsTrivial)}); its p99 **${ms(hot.medianP99Ms)} ms** (target` +
        ` ≤ ${TARGETS.hotP99Ms} ms: ${mark(hot.medianP99Ms <= TARGETS.hotP99Ms)}).`,
    );
  }
  const article = find(TARGET_NAMES.uncached);
  if (!article) return lines;
  const next = find(TARGET_NAMES.next);
  // A peer that answered nothing within a round (overloaded machine) gives no ratio, not an infinite one.
  if (next && next.medianRps === 0) lines.push('Uncached article / Next.js dynamic: not measured (no answers).');
  if (next && next.medianRps > 0) {
    const r = article.medianRps / next.medianRps;
    lines.push(
      `Uncached article / Next.js dynamic: **${r.toFixed(1)}×** (target ≥ ${TARGETS.articleVsNext}×: ${mark(r >= TARGETS.articleVsNext)};` +
        ` aim ${TARGETS.articleVsNextAim}×: ${mark(r >= TARGETS.articleVsNextAim)}).`,
    );
  }
  for (const [label, name] of [
    ['Express + renderToString peer', TARGET_NAMES.express],
    ['our markup, bare renderToString', TARGET_NAMES.bare],
    ['the trivial route', TARGET_NAMES.trivial],
  ] as const) {
    const other = find(name);
    if (other) lines.push(`Uncached article / ${label}: ${(article.medianRps / other.medianRps).toFixed(2)}.`);
  }
  return lines;
}

export function renderReport(f: BenchFigures, date: Date): string {
  const lines = [
    `## Hot and uncached article against the trivial route and the peers, ${date.toISOString().slice(0, 10)}`,
    '',
    `Machine: ${f.machine} before the run, ${f.machineAfter.replace(/.*load average /, '')} after. Commit ${f.commit}.`,
    `autocannon, ${f.load.connections} connections, ${f.load.rounds} interleaved rounds of ${f.load.durationSeconds} s` +
      ` after a ${f.load.warmupSeconds} s warm-up each, no Accept-Encoding except where a target says so; medians of the rounds. Our app: one process,` +
      ` NODE_ENV=production, in-memory PGlite with the demo content, logger silent, source and block caches on; the` +
      ` uncached pages from an app with the HTML cache off, the hot article and the trivial route from an app with it` +
      ` on (60 s fresh, then STALE while one request renders it again), both in that one process.`,
    `Article: the peers' \`story.json\` imported through the admin content API at \`${f.articlePath}\`.` +
      ` Bare renderToString: the same components with the props the runtime resolved once (${f.baselineBlocks.join(', ')}).`,
    f.missing.length ? `Left out (not answering): ${f.missing.join(', ')}.` : '',
    '',
    row(['target', 'median req/s', 'median p99 (ms)', 'req/s each round', 'failed requests']),
    row(['---', '---:', '---:', '---', '---:']),
    ...f.throughput.map((t) =>
      row([
        t.name,
        t.medianRps.toFixed(0),
        ms(t.medianP99Ms),
        t.rounds.map((r) => r.requestsPerSecond.toFixed(0)).join(', '),
        t.failures,
      ]),
    ),
    '',
    ...ratios(f),
    '',
    `Article render one request at a time (content-source cache cold for the first, warm after):` +
      ` first ${ms(f.articleLatency.firstMs)} ms, then median ${ms(f.articleLatency.medianMs)} ms,` +
      ` p99 ${ms(f.articleLatency.p99Ms)} ms.`,
    '',
    `JavaScript per page, KB raw / gzip / brotli (targets: ≤ ${TARGETS.beforeInteractionKb.home} KB brotli before` +
      ` interaction on home, ≤ ${TARGETS.beforeInteractionKb.article} KB on an article, lazy islands left out;` +
      ` ≤ ${TARGETS.allKb} KB all):`,
    '',
    row(['page', 'files', 'before interaction', 'all', 'within target']),
    row(['---', '---:', '---:', '---:', '---']),
    ...Object.entries(f.weights).map(([name, { path, weight }]) => {
      const before = weight.beforeInteraction.brotli / 1024;
      const all = weight.all.brotli / 1024;
      const budget = name === 'home' || name === 'article' ? TARGETS.beforeInteractionKb[name] : Infinity;
      const ok = before <= budget && all <= TARGETS.allKb;
      // The article's path is in the heading above; it would only widen the table.
      const label = name === 'article' ? name : `${name} \`${path}\``;
      return row([label, weight.files, bytes(weight.beforeInteraction), bytes(weight.all), mark(ok)]);
    }),
    '',
  ];
  return lines.join('\n');
}
