// npm run bench:profile: where a request's time goes. The bench's server process (bench/serve.ts) under
// `node --cpu-prof`, the peers' article imported, a warm-up, then autocannon on one target; the profile's top
// self-time frames after the warm-up are printed (bench/profile-top.ts) and the .cpuprofile kept for a viewer.
// BENCH_PROFILE_TARGET: `uncached` (HTML cache off, the default) or `hot` (HTML-cache hit).
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { loadTest } from './load';
import { forkServe } from './fork-serve';
import { fromServer, type ToServer } from './messages';
import { importPeerStory } from './peer-story';

const here = path.dirname(fileURLToPath(import.meta.url));
const env = z
  .object({
    BENCH_PROFILE_TARGET: z.enum(['uncached', 'hot']).default('uncached'),
    BENCH_DURATION: z.coerce.number().int().min(1).default(20),
    BENCH_CONNECTIONS: z.coerce.number().int().min(1).default(50),
    BENCH_WARMUP: z.coerce.number().int().min(1).default(5),
    BENCH_PROFILE_DIR: z.string().default(fs.mkdtempSync(path.join(os.tmpdir(), 'news-profile-'))),
  })
  .parse(process.env);

const started = Date.now();
const { child, adminToken } = forkServe(['--cpu-prof', '--cpu-prof-dir', env.BENCH_PROFILE_DIR]);
const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
const app = fromServer.parse(await new Promise((resolve) => child.once('message', resolve)));
if (app.kind !== 'app') throw new Error(`bench server: ${app.kind === 'error' ? app.message : app.kind}`);
const article = await importPeerStory(app.url, adminToken);
const url = (env.BENCH_PROFILE_TARGET === 'hot' ? app.cachedUrl : app.url) + article;
const opts = { connections: env.BENCH_CONNECTIONS };
await loadTest(url, { ...opts, durationSeconds: env.BENCH_WARMUP });
const fromSeconds = (Date.now() - started) / 1000;
const result = await loadTest(url, { ...opts, durationSeconds: env.BENCH_DURATION });
console.log(
  `${env.BENCH_PROFILE_TARGET} article under the profiler: ${result.requestsPerSecond.toFixed(0)} req/s,` +
    ` p99 ${result.p99Ms} ms, ${result.failures} failed; load average ${os.loadavg()[0].toFixed(1)}`,
);
child.send({ kind: 'exit' } satisfies ToServer);
await exited;
const [file] = fs.readdirSync(env.BENCH_PROFILE_DIR).filter((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile written in ${env.BENCH_PROFILE_DIR}`);
const profile = path.join(env.BENCH_PROFILE_DIR, file);
console.log(`Profile: ${profile} (from ${fromSeconds.toFixed(0)} s in: after start-up, seeding and warm-up)`);
// The warm-up's end, less a second: the profile's clock starts slightly after fork().
const top = fork(path.join(here, 'profile-top.ts'), [profile, '30', String(Math.max(0, fromSeconds - 1))], {
  execArgv: ['--import', 'tsx'],
});
await new Promise((resolve) => top.once('exit', resolve));
