// Lighthouse budgets (issue 15, 9): Lighthouse 12, mobile (its default: simulated throttling), Debian Chromium, run
// serially, the median of RUNS runs of each page; exits 1 when a page misses a budget. Used by .ci/run's last stage:
//   node --import tsx bench/lighthouse.ts <origin> [paths…]
// Lighthouse is not a project dependency (≈200 packages npm ci would install for every test run): .ci/run installs
// the pinned version into LIGHTHOUSE_DIR once (docs/decisions/0041-page-speed.md).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';

const run = promisify(execFile);
const env = z
  .object({
    LIGHTHOUSE_DIR: z.string().default(path.join(os.homedir(), '.cache', 'news-lighthouse')),
    LIGHTHOUSE_RUNS: z.coerce.number().int().min(1).default(5),
    CHROME_PATH: z.string().default('/usr/bin/chromium'),
  })
  .parse(process.env);

/**
 * The gate. Accessibility and CLS are the issue's; performance is a floor below what this machine reaches on a slow
 * day, so a regression fails the build while the 95 is reached only on quiet days. Quiet days give 100 on all
 * four pages since decision 0064 (97-98 before); on a slow one (2026-11-26: `/healthz` at 40% of its usual rate) the
 * stage's medians of 3 were home 86 and gallery 82 with single runs of 65-95, and Lighthouse under a CPU quota of
 * 80% of a core gives 74-94: the host stalls at random and Lighthouse's simulation multiplies what it observes by 4.
 * A higher floor would fail such a day by chance; five runs keep one stalled run from deciding (docs/performance.md).
 */
export const BUDGETS = { performance: 75, accessibility: 100, cls: 0.002 };

const report = z.object({
  categories: z.object({
    performance: z.object({ score: z.number() }),
    accessibility: z.object({ score: z.number() }),
  }),
  audits: z.record(z.string(), z.object({ numericValue: z.number().optional(), score: z.number().nullable() })),
});

interface Figures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

async function lighthouse(url: string): Promise<Figures> {
  const out = path.join(os.tmpdir(), `lh-${process.pid}-${Date.now()}.json`);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-chrome-'));
  const bin = path.join(env.LIGHTHOUSE_DIR, 'node_modules', '.bin', 'lighthouse');
  try {
    await run(
      bin,
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance,accessibility',
        `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --user-data-dir=${profile}`,
      ],
      { env: { ...process.env, CHROME_PATH: env.CHROME_PATH }, timeout: 120_000 },
    );
    const r = report.parse(JSON.parse(fs.readFileSync(out, 'utf8')));
    const value = (id: string) => r.audits[id]?.numericValue ?? NaN;
    return {
      performance: Math.round(r.categories.performance.score * 100),
      accessibility: Math.round(r.categories.accessibility.score * 100),
      lcpMs: value('largest-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      tbtMs: value('total-blocking-time'),
    };
  } finally {
    fs.rmSync(out, { force: true });
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const [origin, ...paths] = process.argv.slice(2);
if (!origin || !paths.length) {
  console.error('usage: bench/lighthouse.ts <origin> <path>…');
  process.exit(2);
}
let failed = false;
console.log('| page | performance | accessibility | LCP (ms) | CLS | TBT (ms) | within budget |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
for (const pagePath of paths) {
  const runs: Figures[] = [];
  for (let i = 0; i < env.LIGHTHOUSE_RUNS; i++) runs.push(await lighthouse(origin + pagePath));
  const m = (key: keyof Figures) => median(runs.map((r) => r[key]));
  const ok =
    m('performance') >= BUDGETS.performance && m('accessibility') >= BUDGETS.accessibility && m('cls') <= BUDGETS.cls;
  failed ||= !ok;
  console.log(
    `| \`${pagePath}\` | ${m('performance')} | ${m('accessibility')} | ${m('lcpMs').toFixed(0)} | ${m('cls').toFixed(3)} |` +
      ` ${m('tbtMs').toFixed(0)} | ${ok ? 'yes' : '**no**'} |`,
  );
}
console.log(
  `Budgets: performance ≥ ${BUDGETS.performance}, accessibility ≥ ${BUDGETS.accessibility}, CLS ≤ ${BUDGETS.cls}` +
    ` (medians of ${env.LIGHTHOUSE_RUNS}).`,
);
process.exit(failed ? 1 : 0);
