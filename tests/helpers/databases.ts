import pg from 'pg';
import type { Logger } from 'drizzle-orm/logger';
import { openDatabase, type Database } from '../../server/db/client';

export interface StorageTarget {
  name: 'pglite' | 'postgres';
  open: (logger?: Logger) => Promise<Database>;
}

/**
 * The storages a storage test runs against: PGlite always, and PostgreSQL too when DATABASE_URL is set
 * (as in CI). Each PostgreSQL run gets a database of its own, dropped on close, so test files never share rows.
 */
export function storageTargets(): StorageTarget[] {
  const targets: StorageTarget[] = [{ name: 'pglite', open: (logger) => openDatabase({ logger }) }];
  const url = process.env.DATABASE_URL;
  if (url) targets.push({ name: 'postgres', open: (logger) => openFreshPostgres(url, logger) });
  return targets;
}

/** A new, empty PostgreSQL database on the server of `url`: its own URL, and how to drop it. */
export async function scratchDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

async function openFreshPostgres(url: string, logger?: Logger): Promise<Database> {
  const scratch = await scratchDatabase(url);
  const database = await openDatabase({ url: scratch.url, logger });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
