import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '../../server/db/client';
import { openPgliteSnapshot, scratchDatabase } from './databases';

/** Where the run's production server is, set by the global set-up and inherited by every worker. */
const SERVER_ENV = 'NEWS_TEST_PRODUCTION_SERVER';
const READY = 'News runtime listening';

export interface ProductionServer {
  /** http://127.0.0.1:port */
  url: string;
  port: number;
  /** The process group `npm start` leads (npm, then node dist/server/main.js). */
  pgid: number;
  /** What `npm start` has printed so far. */
  output: () => string;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * The global set-up's part (issue 23, item 5): `npm start` itself, as an operator runs it, once per run, over a copy
 * of the run's seeded database. The read-only checks (the start check, the crawl, the accessibility pass) share it
 * instead of starting one each. It is started and left to come up while the first files run; `productionServer()`
 * waits for it. Returns the tear-down.
 */
export async function startProductionServer(databaseUrl: string | undefined): Promise<() => Promise<void>> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-production-'));
  const log = path.join(dir, 'npm-start.log');
  const copy = databaseUrl ? await scratchDatabase(databaseUrl, 'seeded') : undefined;
  const dataDir = path.join(dir, 'pglite');
  // A seeded PGlite data directory: `npm start` finds it not empty and seeds nothing.
  if (!copy) await (await openDatabase({ dataDir, snapshot: await openPgliteSnapshot('seeded') })).close();
  const out = fs.openSync(log, 'w');
  const child = spawn('npm', ['start'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: copy?.url ?? '',
      // Its own HTML cache in memory: pages it caches in a shared Redis would reach other files' servers.
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      // The demo's ?_website= picker works outside production (decision 0003).
      APP_ENV: '',
    },
    stdio: ['ignore', out, out],
    detached: true, // its own process group: npm and the server stop together
  });
  fs.closeSync(out);
  child.unref();
  process.env[SERVER_ENV] = JSON.stringify({ url: `http://127.0.0.1:${port}`, port, pgid: child.pid, log });
  return async () => {
    await stopGroup(child.pid);
    await copy?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

const groupAlive = (pgid: number) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops npm and the server it started (SIGTERM, then SIGKILL after 10 s), and waits until they are gone. */
async function stopGroup(pgid: number | undefined): Promise<void> {
  if (!pgid) return;
  const signal = (name: NodeJS.Signals) => groupAlive(pgid) && process.kill(-pgid, name);
  signal('SIGTERM');
  for (let waited = 0; groupAlive(pgid); waited += 100) {
    if (waited === 10_000) signal('SIGKILL');
    await sleep(100);
  }
}

/** The run's production server once it listens (its first start builds what is out of date). */
export async function productionServer(timeoutMs = 300_000): Promise<ProductionServer> {
  const raw = process.env[SERVER_ENV];
  if (!raw) throw new Error(`${SERVER_ENV} is not set: the production server starts in tests/global-setup.ts`);
  const { url, port, pgid, log } = JSON.parse(raw) as Omit<ProductionServer, 'output'> & { log: string };
  const output = () => fs.readFileSync(log, 'utf8');
  const deadline = Date.now() + timeoutMs;
  while (!output().includes(READY)) {
    if (!groupAlive(pgid)) throw new Error(`npm start exited:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`npm start did not listen within ${timeoutMs} ms:\n${output()}`);
    await sleep(250);
  }
  return { url, port, pgid, output };
}
