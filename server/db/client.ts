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
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PostgreSQL when `url` is given (DATABASE_URL), otherwise embedded PGlite in `dataDir`
 * (or in memory when dataDir is 'memory://'). Applies pending migrations before returning.
 */
export async function openDatabase(opts: { url?: string; dataDir?: string; logger?: Logger }): Promise<Database> {
  if (opts.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: opts.url, max: 10 });
    // An idle connection the server drops (restart, failover) must not crash the process; the pool reconnects.
    pool.on('error', (err) => console.warn('postgres pool: idle connection error', err.message));
    const db = drizzle(pool, { schema, logger: opts.logger });
    await migrate(db, { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      query: async (text, params) => (await pool.query(text, params)).rows,
      close: () => pool.end(),
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
