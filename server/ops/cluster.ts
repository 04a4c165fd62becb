import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { AppConfig } from '../config';

/** Why several processes need PostgreSQL and Redis: the state they must share (decision 0040). */
export const CLUSTER_NEEDS =
  'WEB_CONCURRENCY > 1 needs DATABASE_URL (PostgreSQL) and REDIS_URL: PGlite is one process’s file, and limits, ' +
  'cached answers and their purges are shared through Redis. Set both, or leave WEB_CONCURRENCY unset (1).';

/**
 * `WEB_CONCURRENCY` workers (node:cluster). Each worker prepares the database itself (migrations, demo seed), in
 * turn under a lock (start-up.ts), and waits for it while it is down, so the primary never exits for want of a
 * database. With more than one worker the primary never returns: it forks the
 * workers, replaces one that dies, and on SIGTERM or SIGINT passes the signal on and exits when every worker has
 * drained. In a worker, or with one process, it returns and the caller starts the server.
 */
export async function superviseWorkers(config: AppConfig, log: Logger): Promise<void> {
  if (!cluster.isPrimary) return;
  if (config.webConcurrency > 1 && (!config.databaseUrl || !config.redisUrl)) {
    console.error(`Refusing to start ${config.webConcurrency} workers. ${CLUSTER_NEEDS}`);
    process.exit(1);
  }
  if (config.webConcurrency <= 1) {
    if (!config.databaseUrl) log.info('embedded PGlite: one process only (WEB_CONCURRENCY needs DATABASE_URL)');
    return;
  }

  // Outside production a missing JWT_SECRET means a random one per process: the workers must share one, or a
  // sign-in on one would be refused by the others. (Production requires it set, for every machine alike.)
  if (!process.env.JWT_SECRET) process.env.JWT_SECRET = randomBytes(32).toString('hex');
  let stopping = false;
  const fork = () =>
    cluster.fork().on('online', function (this: { id: number }) {
      log.info({ worker: this.id }, 'worker started');
    });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log.error({ worker: worker.id, code, signal }, 'worker died; starting another');
    // A worker that dies at start (bad configuration) would be replaced in a tight loop: wait a second first.
    setTimeout(fork, 1000);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      log.info({ signal }, 'stopping workers');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      setTimeout(() => process.exit(1), 15_000).unref();
    });
  for (let i = 0; i < config.webConcurrency; i++) fork();
  log.info({ workers: config.webConcurrency, port: config.port }, 'cluster primary supervising workers');
  // The primary serves nothing itself: it waits here until the signal handlers end the process.
  await new Promise<never>(() => undefined);
}
