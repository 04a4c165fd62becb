import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { openDatabase, type Database, type DatabaseTimeouts } from '../db/client';
import { seedIfEmpty } from '../db/seed/seed';
import { isUnavailable } from './faults';

/** How long one try waits for a connection before calling the database down. */
const CONNECT_MS = 5000;
/** Migrations and the demo seed write large statements: they run before the request time-outs apply. */
const PREPARING: DatabaseTimeouts = { acquireMs: CONNECT_MS, statementMs: 0, queryMs: 0 };

/** PostgreSQL: migrate and seed under a session lock, so processes starting together on one database take turns. */
async function prepareDatabase(url: string, log: Logger): Promise<void> {
  const { Client } = await import('pg');
  const lock = new Client({ connectionString: url, connectionTimeoutMillis: CONNECT_MS });
  // The link may drop while this client waits for its turn: an error nobody hears would end the process.
  lock.on('error', (err) => log.warn({ err }, 'start-up: database connection lost'));
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock(1500015)');
    const database = await openDatabase({ url, timeouts: PREPARING });
    await seedIfEmpty(database, log).finally(() => database.close());
  } finally {
    await lock.end().catch(() => undefined);
  }
}

/** The database this process serves from, migrated and seeded (PGlite: its data directory; else PostgreSQL). */
export async function openStorage(
  config: { databaseUrl?: string; dataDir: string; dbTimeouts: DatabaseTimeouts },
  log: Logger,
): Promise<Database> {
  const warn = (message: string, err: Error) => log.warn({ err: err.message }, message);
  if (config.databaseUrl) await prepareDatabase(config.databaseUrl, log);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.dbTimeouts,
    warn,
  });
  if (!config.databaseUrl) await seedIfEmpty(database, log);
  return database;
}

/** Whether a failed start is worth another try: the database is out of reach or still starting (57P03). */
const transient = (err: unknown) => isUnavailable(err) || (err as { code?: unknown }).code === '57P03';

/**
 * Runs `step` until it succeeds while its failures are the database being out of reach, waiting longer after each
 * (0.5 s, doubling up to 5 s) and logging every try. A process that starts while the database is down waits
 * for it instead of exiting, which would only make its supervisor start another that exits too. Any other error
 * (a bug, a bad setting) is thrown at once.
 */
export async function untilReady<T>(
  what: string,
  step: () => Promise<T>,
  log: Logger,
  opts: { firstDelayMs?: number; maxDelayMs?: number } = {},
): Promise<T> {
  let delay = opts.firstDelayMs ?? 500;
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (err) {
      if (!transient(err)) throw err;
      log.warn({ attempt, retryInMs: delay, err: (err as Error).message }, `start-up: ${what} unavailable; retrying`);
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, opts.maxDelayMs ?? 5000);
    }
  }
}

/**
 * What the process answers while it starts: alive (`/healthz` 200) but not ready (`/readyz` 503, so no balancer
 * sends it readers), and 503 with Retry-After for everything else.
 */
export function startingHandler(req: IncomingMessage, res: ServerResponse): void {
  const path = (req.url ?? '/').split('?')[0];
  res.setHeader('Cache-Control', 'no-store');
  if (path === '/healthz') return void res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
  res.setHeader('Retry-After', '5');
  if (path === '/readyz') return void res.writeHead(503, { 'Content-Type': 'application/json' }).end('{"ok":false}');
  res
    .writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' })
    .end('El sitio se está iniciando. Inténtalo de nuevo en unos segundos.');
}
