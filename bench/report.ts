import os from 'node:os';
import type { LatencyResult, LoadOptions, LoadResult } from './load';
import { JS_BUDGET_KB, type Bytes, type PageWeight } from './js-weight';

export interface BenchFigures {
  /** machine(), taken before the run: the load average shows whether others shared the CPU. */
  machine: string;
  load: LoadOptions;
  articlePath: string;
  baselineBlocks: string[];
  throughput: { home: LoadResult; article: LoadResult; baseline: LoadResult };
  articleLatency: LatencyResult;
  weights: Record<string, { path: string; weight: PageWeight }>;
}

/** Targets of the page budget (issue: performance), compared in the report. */
export const TARGETS = { beforeInteractionKb: JS_BUDGET_KB, allKb: 130, articleVsBaseline: 0.5 };

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (n: number) => n.toFixed(1);
const mark = (ok: boolean) => (ok ? 'yes' : '**no**');
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const bytes = (b: Bytes) => `${kb(b.raw)} / ${kb(b.gzip)} / ${kb(b.brotli)}`;

export function machine(): string {
  const cpus = os.cpus();
  const memory = (os.totalmem() / 1024 ** 3).toFixed(1);
  const load = os.loadavg()[0].toFixed(1);
  return `${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, ${memory} GB, ${os.type()} ${os.release()}, Node ${process.version}, load average ${load} before the run`;
}

export function renderReport(f: BenchFigures, date: Date): string {
  const { home, article, baseline } = f.throughput;
  const ratio = article.requestsPerSecond / baseline.requestsPerSecond;
  const lines = [
    `## ${date.toISOString().slice(0, 10)}`,
    '',
    `Machine: ${f.machine}. autocannon ${f.load.durationSeconds} s, ${f.load.connections} connections;` +
      ' NODE_ENV=production, in-memory PGlite with the demo content, logger silent.',
    `Article: \`${f.articlePath}\`. Baseline: a bare Express + renderToString server rendering the same` +
      ` components with the props the runtime resolved once (${f.baselineBlocks.join(', ')}).`,
    '',
    row(['page', 'req/s', 'p99 (ms)', 'failed requests']),
    row(['---', '---:', '---:', '---:']),
    row(['home `/`', home.requestsPerSecond.toFixed(0), ms(home.p99Ms), home.failures]),
    row(['article', article.requestsPerSecond.toFixed(0), ms(article.p99Ms), article.failures]),
    row([
      'baseline (article, bare React)',
      baseline.requestsPerSecond.toFixed(0),
      ms(baseline.p99Ms),
      baseline.failures,
    ]),
    '',
    `Article / baseline: **${ratio.toFixed(2)}** (target ≥ ${TARGETS.articleVsBaseline}: ${mark(ratio >= TARGETS.articleVsBaseline)}).`,
    '',
    `Article render one request at a time (no page cache; content-source cache cold for the first, warm after):` +
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
