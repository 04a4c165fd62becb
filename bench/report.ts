import os from 'node:os';
import type { LatencyResult, LoadOptions } from './load';
import { JS_BUDGET_KB, type Bytes, type PageWeight } from './js-weight';
import type { TargetFigures } from './rounds';

export interface BenchFigures {
  /** machine(), taken before and after the run: the load average shows whether others shared the CPU. */
  machine: string;
  machineAfter: string;
  load: LoadOptions & { rounds: number; warmupSeconds: number };
  articlePath: string;
  /** The header our requests sent to bypass the page cache. */
  bypass: Record<string, string>;
  /** Peers that did not answer, left out. */
  missing: string[];
  baselineBlocks: string[];
  /** In run order; the first is our uncached article. */
  throughput: TargetFigures[];
  articleLatency: LatencyResult;
  weights: Record<string, { path: string; weight: PageWeight }>;
}

/** Targets (issue 15): uncached article ≥ 5× the Next.js peer's dynamic route (8× the aim); JS budgets (issue 13). */
export const TARGETS = { beforeInteractionKb: JS_BUDGET_KB, allKb: 130, articleVsNext: 5, articleVsNextAim: 8 };

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
  const [article] = f.throughput;
  const find = (prefix: string) => f.throughput.find((t) => t.name.startsWith(prefix));
  const lines: string[] = [];
  const next = find('Next.js');
  if (next) {
    const r = article.medianRps / next.medianRps;
    lines.push(
      `Uncached article / Next.js dynamic: **${r.toFixed(1)}×** (target ≥ ${TARGETS.articleVsNext}×: ${mark(r >= TARGETS.articleVsNext)};` +
        ` aim ${TARGETS.articleVsNextAim}×: ${mark(r >= TARGETS.articleVsNextAim)}).`,
    );
  }
  for (const [label, prefix] of [
    ['Express + renderToString peer', 'Express'],
    ['our markup, bare renderToString', 'our markup'],
    ['the trivial route', 'trivial'],
  ] as const) {
    const other = find(prefix);
    if (other) lines.push(`Uncached article / ${label}: ${(article.medianRps / other.medianRps).toFixed(2)}.`);
  }
  return lines;
}

export function renderReport(f: BenchFigures, date: Date): string {
  const lines = [
    `## Uncached article against the peers, ${date.toISOString().slice(0, 10)}`,
    '',
    `Machine: ${f.machine} before the run, ${f.machineAfter.replace(/.*load average /, '')} after.`,
    `autocannon, ${f.load.connections} connections, ${f.load.rounds} interleaved rounds of ${f.load.durationSeconds} s` +
      ` after a ${f.load.warmupSeconds} s warm-up each, no Accept-Encoding; medians of the rounds. Our app: one process,` +
      ` NODE_ENV=production, in-memory PGlite with the demo content, logger silent, source and block caches on, page` +
      ` cache bypassed (\`${Object.entries(f.bypass)
        .map(([k, v]) => `${k}: ${v}`)
        .join('')}\`).`,
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
