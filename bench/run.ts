// npm run bench: the article page uncached (HTML cache off) against the peers (Next.js dynamic route, bare Express +
// renderToString) and a bare render of our own markup; the hot article (HTML-cache hit) against a trivial route of
// the same process; the home; JS weight per page. Issue 15's Done-when figures, in one run of interleaved rounds.
// Never a timed test: figures depend on the machine, so they are recorded, not asserted.
import { execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { z } from 'zod';
import { rootDir } from '../server/config';
import { clientDir } from '../server/render/assets';
import { readManifest, pageWeight } from './js-weight';
import { sequentialLatency } from './load';
import { forkServe } from './fork-serve';
import { fromServer, type FromServer, type ToServer } from './messages';
import { importPeerStory, PEER_ARTICLE_PATH } from './peer-story';
import { machine, renderReport, TARGET_NAMES, type BenchFigures } from './report';
import { interleavedRounds, type Target } from './rounds';

const env = z
  .object({
    BENCH_DURATION: z.coerce.number().int().min(1).default(10),
    BENCH_CONNECTIONS: z.coerce.number().int().min(1).default(50),
    BENCH_ROUNDS: z.coerce.number().int().min(1).default(5),
    BENCH_WARMUP: z.coerce.number().int().min(1).default(3),
    BENCH_SECTION: z.string().startsWith('/').default('/nacion/'),
    // The peers of ../shared/peers, started as their README says; a peer that does not answer is left out.
    BENCH_NEXT_URL: z.url().default('http://127.0.0.1:3901'),
    BENCH_EXPRESS_URL: z.url().default('http://127.0.0.1:3902'),
  })
  .parse(process.env);
const load = {
  durationSeconds: env.BENCH_DURATION,
  connections: env.BENCH_CONNECTIONS,
  rounds: env.BENCH_ROUNDS,
  warmupSeconds: env.BENCH_WARMUP,
};

/** The client build is stale when any browser-side source is newer than its manifest. */
function clientBuildIsStale(): boolean {
  const manifest = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifest)) return true;
  const built = fs.statSync(manifest).mtimeMs;
  const newer = (dir: string): boolean =>
    fs.readdirSync(path.join(rootDir, dir), { withFileTypes: true, recursive: true }).some((entry) => {
      if (!entry.isFile() || !/\.(tsx?|css)$/.test(entry.name)) return false;
      return fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs > built;
    });
  return ['blocks', 'ui', 'runtime', 'layouts'].some(newer);
}

function nextMessage(child: ChildProcess): Promise<FromServer> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`bench server exited with ${code}`));
    child.once('exit', onExit);
    child.once('message', (raw) => {
      child.off('exit', onExit);
      const message = fromServer.parse(raw);
      if (message.kind === 'error') reject(new Error(`bench server: ${message.message}`));
      else resolve(message);
    });
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

if (clientBuildIsStale()) {
  console.log('Building the client (vite build)…');
  await build({ logLevel: 'warn' });
}

const machineBefore = machine();
console.log('Starting the app (seeding an in-memory PGlite)…');
const { child, adminToken } = forkServe([]);
try {
  const app = await nextMessage(child);
  if (app.kind !== 'app') throw new Error(`unexpected ${app.kind}`);
  const article = await importPeerStory(app.url, adminToken);
  // Measured before any load, so the first request finds the content-source cache cold.
  console.log(`Article ${article}: one request at a time…`);
  const articleLatency = await sequentialLatency(app.url + article, 200);
  // Early, while the client build the server read at start is surely still the one on disk.
  const manifest = readManifest();
  const weights: BenchFigures['weights'] = {};
  for (const [name, pagePath] of [
    ['home', '/'],
    ['article', article],
    ['section', env.BENCH_SECTION],
  ] as const) {
    // tests/js-budget.test.ts holds the budgets; here a dropped connection under load only loses the row.
    await pageWeight(app.url, pagePath, manifest)
      .then((weight) => (weights[name] = { path: pagePath, weight }))
      .catch((err: Error) => console.log(`JS weight of ${pagePath} not measured: ${err.message}`));
  }

  child.send({ kind: 'baseline', articlePath: article } satisfies ToServer);
  const baseline = await nextMessage(child);
  if (baseline.kind !== 'baseline') throw new Error(`unexpected ${baseline.kind}`);

  // Names are what bench/report.ts's ratios look up (TARGET_NAMES).
  const targets: Target[] = [
    { name: TARGET_NAMES.uncached, url: app.url + article, cache: 'uncached' },
    { name: TARGET_NAMES.hot, url: app.cachedUrl + article, cache: 'hit' },
    // What a reader's browser sends: the stored brotli bytes go out as they are (decision 0052).
    { name: TARGET_NAMES.hotBrotli, url: app.cachedUrl + article, cache: 'hit', headers: { 'accept-encoding': 'br' } },
    { name: TARGET_NAMES.trivial, url: `${app.cachedUrl}/healthz` },
    { name: 'home (uncached)', url: `${app.url}/`, cache: 'uncached' },
    { name: TARGET_NAMES.bare, url: baseline.url + article },
  ];
  const missing: string[] = [];
  for (const [name, origin] of [
    [TARGET_NAMES.next, env.BENCH_NEXT_URL],
    [TARGET_NAMES.express, env.BENCH_EXPRESS_URL],
  ] as const) {
    if (await answers(origin + PEER_ARTICLE_PATH)) targets.push({ name, url: origin + PEER_ARTICLE_PATH });
    else missing.push(`${name} (${origin})`);
  }
  if (missing.length) console.log(`Not answering, left out: ${missing.join(', ')}`);

  console.log(
    `autocannon: ${load.rounds} interleaved rounds of ${targets.length} targets, ${load.durationSeconds} s,` +
      ` ${load.connections} connections…`,
  );
  const throughput = await interleavedRounds(targets, load, (t, round, r) =>
    console.log(`  round ${round} ${t.name}: ${r.requestsPerSecond.toFixed(0)} req/s, p99 ${r.p99Ms} ms`),
  );
  const report = renderReport(
    {
      machine: machineBefore,
      machineAfter: machine(),
      commit: execFileSync('git', ['describe', '--always', '--dirty'], { cwd: rootDir }).toString().trim(),
      load,
      articlePath: article,
      missing,
      baselineBlocks: baseline.blocks,
      throughput,
      articleLatency,
      weights,
    },
    new Date(),
  );
  console.log(`\n${report}`);
  const doc = path.join(rootDir, 'docs', 'performance.md');
  fs.appendFileSync(doc, `${report}\n`);
  // Formatted as the lint step of `npm test` expects, so recording figures never breaks the suite.
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(doc)) ?? {};
  fs.writeFileSync(doc, await prettier.format(fs.readFileSync(doc, 'utf8'), { ...options, filepath: doc }));
  console.log(`Appended to ${path.relative(rootDir, doc)}`);
} finally {
  child.kill();
}
