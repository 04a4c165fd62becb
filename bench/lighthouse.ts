// Lighthouse budgets (issue 15, 9): Lighthouse 12, mobile (its default: simulated throttling), Debian Chromium, run
// serially; each page is run until three runs were taken on a quiet host (bench/lighthouse-gate.ts, decision 0065)
// and judged by their median; exits 1 when a page misses a budget. Used by .ci/run's last stage:
//   node --import tsx bench/lighthouse.ts <origin> [paths…]
// Lighthouse is not a project dependency (≈200 packages npm ci would install for every test run): .ci/run installs
// the pinned version into LIGHTHOUSE_DIR once (docs/decisions/0041-page-speed.md).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';
import { startStallProbe, type StallProbe } from './host-stall';
import { BUDGETS, isStalled, judge, STALLED_HOST_FLOOR, type Run } from './lighthouse-gate';

const run = promisify(execFile);
const env = z
  .object({
    LIGHTHOUSE_DIR: z.string().default(path.join(os.homedir(), '.cache', 'news-lighthouse')),
    /** Quiet runs a page's verdict takes (the median of 3), and the most runs tried to get them. */
    LIGHTHOUSE_RUNS: z.coerce.number().int().min(1).default(3),
    LIGHTHOUSE_MAX_RUNS: z.coerce.number().int().min(1).default(6),
    CHROME_PATH: z.string().default('/usr/bin/chromium'),
  })
  .parse(process.env);

const report = z.object({
  environment: z.object({ benchmarkIndex: z.number() }),
  categories: z.object({
    performance: z.object({ score: z.number() }),
    accessibility: z.object({ score: z.number() }),
  }),
  audits: z.record(
    z.string(),
    z.object({
      numericValue: z.number().optional(),
      score: z.number().nullable(),
      details: z.unknown().optional(),
    }),
  ),
});

/** The host's CPU time so far, from /proc/stat (Linux): busy and stolen by the hypervisor, in clock ticks. */
function cpuTicks(): { busy: number; steal: number; total: number } {
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = fields;
  const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: user + nice + system + irq + softirq, steal, total };
}

/** The three longest main-thread tasks Lighthouse saw (its observed, unthrottled durations), for a log to read. */
function longestTasks(details: unknown): string {
  const longTasks = z.object({ items: z.array(z.object({ url: z.string(), duration: z.number() })) });
  const parsed = longTasks.safeParse(details);
  return (parsed.success ? parsed.data.items : [])
    .map((t) => ({ url: t.url, ms: t.duration }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3)
    .map((t) => `${Math.round(t.ms)} ms ${t.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 40)}`)
    .join(', ');
}

async function lighthouse(url: string, probe: StallProbe): Promise<Run & { host: string }> {
  const out = path.join(os.tmpdir(), `lh-${process.pid}-${Date.now()}.json`);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-chrome-'));
  const bin = path.join(env.LIGHTHOUSE_DIR, 'node_modules', '.bin', 'lighthouse');
  const started = performance.now();
  const stalledBefore = probe.stalledMs();
  const ticksBefore = cpuTicks();
  try {
    await run(
      bin,
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance,accessibility',
        // --disable-dev-shm-usage: a container's 64 MB /dev/shm would otherwise slow or crash the renderer.
        `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --user-data-dir=${profile}`,
      ],
      { env: { ...process.env, CHROME_PATH: env.CHROME_PATH }, timeout: 120_000 },
    );
    const r = report.parse(JSON.parse(fs.readFileSync(out, 'utf8')));
    const value = (id: string) => r.audits[id]?.numericValue ?? NaN;
    const ticks = cpuTicks();
    const share = (key: 'busy' | 'steal') =>
      Math.round((100 * (ticks[key] - ticksBefore[key])) / Math.max(1, ticks.total - ticksBefore.total));
    return {
      performance: Math.round(r.categories.performance.score * 100),
      accessibility: Math.round(r.categories.accessibility.score * 100),
      lcpMs: value('largest-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      tbtMs: value('total-blocking-time'),
      runMs: performance.now() - started,
      stalledMs: probe.stalledMs() - stalledBefore,
      benchmarkIndex: Math.round(r.environment.benchmarkIndex),
      host: `CPU busy ${share('busy')}%, stolen ${share('steal')}%; longest tasks: ${longestTasks(r.audits['long-tasks']?.details) || 'none'}`,
    };
  } finally {
    fs.rmSync(out, { force: true });
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

const [origin, ...paths] = process.argv.slice(2);
if (!origin || !paths.length) {
  console.error('usage: bench/lighthouse.ts <origin> <path>…');
  process.exit(2);
}
const probe = startStallProbe();
let failed = false;
const rows: string[] = [];
for (const pagePath of paths) {
  const runs: Run[] = [];
  while (runs.length < env.LIGHTHOUSE_MAX_RUNS && runs.filter((r) => !isStalled(r)).length < env.LIGHTHOUSE_RUNS) {
    const r = await lighthouse(origin + pagePath, probe);
    runs.push(r);
    // One line per run as it ends, so a slow stage shows where it is and why it takes another run.
    console.log(
      `${pagePath} run ${runs.length}: performance ${r.performance}, TBT ${r.tbtMs.toFixed(0)} ms, host stalled ` +
        `${r.stalledMs} ms of ${(r.runMs / 1000).toFixed(1)} s, benchmark index ${r.benchmarkIndex}` +
        `${isStalled(r) ? ' (host stalled or slow: not counted for performance)' : ''}\n  ${r.host}`,
    );
  }
  const v = judge(runs, env.LIGHTHOUSE_RUNS);
  failed ||= !v.ok;
  const judgedBy =
    v.performanceBudget === BUDGETS.performance
      ? `${v.quietRuns} quiet runs`
      : `**host stalled**: ${v.quietRuns} of ${runs.length} runs quiet, all judged against ${STALLED_HOST_FLOOR}`;
  rows.push(
    `| \`${pagePath}\` | ${v.performance} | ${v.accessibility} | ${v.lcpMs.toFixed(0)} | ${v.cls.toFixed(3)} |` +
      ` ${v.tbtMs.toFixed(0)} | ${judgedBy} | ${v.ok ? 'yes' : '**no**'} |`,
  );
}
await probe.stop();
console.log('| page | performance | accessibility | LCP (ms) | CLS | TBT (ms) | judged on | within budget |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |');
for (const row of rows) console.log(row);
console.log(
  `Budgets: performance ≥ ${BUDGETS.performance} (≥ ${STALLED_HOST_FLOOR} when the host stalls through every run), ` +
    `accessibility ≥ ${BUDGETS.accessibility}, CLS ≤ ${BUDGETS.cls}; medians of ${env.LIGHTHOUSE_RUNS} quiet runs ` +
    `(at most ${env.LIGHTHOUSE_MAX_RUNS} runs a page).`,
);
process.exit(failed ? 1 : 0);
