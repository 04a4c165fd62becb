// npm run bench: throughput of the real app against a bare React baseline, and JS weight per page.
// Never a timed test: figures depend on the machine, so they are recorded, not asserted.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { z } from 'zod';
import { rootDir } from '../server/config';
import { clientDir } from '../server/render/assets';
import { readManifest, pageWeight } from './js-weight';
import { loadTest, sequentialLatency, type LoadOptions } from './load';
import { fromServer, type FromServer, type ToServer } from './messages';
import { machine, renderReport, type BenchFigures } from './report';

const here = path.dirname(fileURLToPath(import.meta.url));
const env = z
  .object({
    BENCH_DURATION: z.coerce.number().int().min(1).default(10),
    BENCH_CONNECTIONS: z.coerce.number().int().min(1).default(10),
    BENCH_SECTION: z.string().startsWith('/').default('/nacion/'),
  })
  .parse(process.env);
const load: LoadOptions = { durationSeconds: env.BENCH_DURATION, connections: env.BENCH_CONNECTIONS };

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

async function articlePath(origin: string): Promise<string> {
  const query = encodeURIComponent(
    JSON.stringify({ includeSections: env.BENCH_SECTION, feedSize: 1, sourceInclude: 'canonical_url' }),
  );
  const res = await fetch(`${origin}/api/content/content-apir?query=${query}`);
  const list = z.object({ content_elements: z.array(z.object({ canonical_url: z.string() })).min(1) });
  return list.parse(await res.json()).content_elements[0].canonical_url;
}

if (clientBuildIsStale()) {
  console.log('Building the client (vite build)…');
  await build({ logLevel: 'warn' });
}

const machineBefore = machine();
console.log('Starting the app (seeding an in-memory PGlite)…');
const child = fork(path.join(here, 'serve.ts'), {
  execArgv: ['--import', 'tsx'],
  // Production as deployed: React's production build, no `?_website=`, a session secret of its own.
  env: { ...process.env, NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('hex') },
});
try {
  const app = await nextMessage(child);
  if (app.kind !== 'app') throw new Error(`unexpected ${app.kind}`);
  const article = await articlePath(app.url);
  const request: ToServer = { kind: 'baseline', articlePath: article };
  // Measured before any load, so the first request finds the content-source cache cold.
  console.log(`Article ${article}: one request at a time…`);
  const articleLatency = await sequentialLatency(app.url + article);
  // Early, while the client build the server read at start is surely still the one on disk.
  const manifest = readManifest();
  const weights: BenchFigures['weights'] = {};
  for (const [name, pagePath] of [
    ['home', '/'],
    ['article', article],
    ['section', env.BENCH_SECTION],
  ] as const) {
    weights[name] = { path: pagePath, weight: await pageWeight(app.url, pagePath, manifest) };
  }

  child.send(request);
  const baseline = await nextMessage(child);
  if (baseline.kind !== 'baseline') throw new Error(`unexpected ${baseline.kind}`);

  console.log(`autocannon: ${load.durationSeconds} s × 3, ${load.connections} connections…`);
  const throughput = {
    home: await loadTest(`${app.url}/`, load),
    article: await loadTest(app.url + article, load),
    baseline: await loadTest(baseline.url + article, load),
  };
  const report = renderReport(
    {
      machine: machineBefore,
      load,
      articlePath: article,
      baselineBlocks: baseline.blocks,
      throughput,
      articleLatency,
      weights,
    },
    new Date(),
  );
  console.log(`\n${report}`);
  const doc = path.join(rootDir, 'docs', 'performance.md');
  if (!fs.existsSync(doc)) {
    fs.writeFileSync(
      doc,
      '# Performance\n\nFigures from `npm run bench` (bench/run.ts), newest last. Each run appends a section.\n\n',
    );
  }
  fs.appendFileSync(doc, `${report}\n`);
  // Formatted as the lint step of `npm test` expects, so recording figures never breaks the suite.
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(doc)) ?? {};
  fs.writeFileSync(doc, await prettier.format(fs.readFileSync(doc, 'utf8'), { ...options, filepath: doc }));
  console.log(`Appended to ${path.relative(rootDir, doc)}`);
} finally {
  child.kill();
}
