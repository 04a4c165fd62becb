import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from 'drizzle-orm/logger';
import { schema } from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a `db.transaction(…)` callback gets: functions that must run inside one take it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** A raw parameterised query, for what the query builder does not express (EXPLAIN in tests). */
  query: (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;
  close: () => Promise<void>;
  /** PostgreSQL's pool, for metrics: connections open, idle and requests waiting for one (PGlite has no pool). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** PGlite only: the whole data directory as a tarball, which `openDatabase({ snapshot })` starts from. */
  dumpDataDir?: () => Promise<Blob>;
}

/**
 * Limits that keep a request from waiting on a database that is gone (issue 15, item 7). PGlite runs in process
 * and has none of these: a PGlite query cannot lose its server.
 */
export interface DatabaseTimeouts {
  /** Waiting for a pooled connection, or for a new one to connect (pg's connectionTimeoutMillis). */
  acquireMs: number;
  /** PostgreSQL ends a statement that runs longer (statement_timeout, on the server). */
  statementMs: number;
  /** The client gives up on an answer that never comes (a cut network, where the server cannot end anything). */
  queryMs: number;
}

export const defaultDatabaseTimeouts: DatabaseTimeouts = { acquireMs: 2000, statementMs: 5000, queryMs: 6000 };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PostgreSQL when `url` is given (DATABASE_URL), otherwise embedded PGlite in `dataDir`
 * (or in memory when dataDir is 'memory://'). Applies pending migrations before returning.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  logger?: Logger;
  timeouts?: DatabaseTimeouts;
  /** PGlite only: start from this dump of a data directory (the test suite's seeded copy) instead of an empty one. */
  snapshot?: Blob;
  /** Where a dropped connection is reported (default: console.warn); the process serves on either way. */
  warn?: (message: string, err: Error) => void;
}): Promise<Database> {
  if (opts.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const t = opts.timeouts ?? defaultDatabaseTimeouts;
    const pool = new Pool({
      connectionString: opts.url,
      max: 10,
      connectionTimeoutMillis: t.acquireMs,
      statement_timeout: t.statementMs,
      query_timeout: t.queryMs,
      // A half-open connection (the network went, not the server) is noticed instead of waited on forever.
      keepAlive: true,
    });
    const warn = opts.warn ?? ((message: string, err: Error) => console.warn(message, err.message));
    // Every client logs its own dropped link, idle or checked out: a checked-out one (a transaction between two
    // statements) has no pool listener, and an 'error' nobody hears ends the process (issue 24). Its queries still
    // fail (503) and the pool opens a new connection for the next. The pool's own event (idle clients) needs a
    // listener too, or it throws; the client's has already logged it.
    pool.on('connect', (client) => client.on('error', (err) => warn('postgres: connection lost', err)));
    pool.on('error', () => undefined);
    const db = drizzle(pool, { schema, logger: opts.logger });
    // A failed start (the database is down) must not leave a pool behind: start-up tries again with a new one.
    await migrate(db, { migrationsFolder }).catch(async (err: unknown) => {
      await pool.end().catch(() => undefined);
      throw err;
    });
    return {
      db,
      kind: 'postgres',
      query: async (text, params) => (await pool.query(text, params)).rows,
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, opts.snapshot ? { loadDataDir: opts.snapshot } : {});
  const db = drizzle(client, { schema, logger: opts.logger });
  await migrate(db, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    query: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
