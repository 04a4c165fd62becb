import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from 'drizzle-orm/logger';
import { schema } from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** A raw parameterised query, for what the query builder does not express (EXPLAIN in tests). */
  query: (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;
  close: () => Promise<void>;
  /** PostgreSQL's pool, for metrics: connections open, idle and requests waiting for one (PGlite has no pool). */
  poolStats?: () => { total: number; idle: number; waiting: number };
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
    // An idle connection the server drops (restart, failover) must not crash the process; the pool reconnects.
    pool.on('error', (err) => console.warn('postgres pool: idle connection error', err.message));
    const db = drizzle(pool, { schema, logger: opts.logger });
    await migrate(db, { migrationsFolder });
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
  const client = new PGlite(dataDir);
  const db = drizzle(client, { schema, logger: opts.logger });
  await migrate(db, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    query: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
    close: () => client.close(),
  };
}
