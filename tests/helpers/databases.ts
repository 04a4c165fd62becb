import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'drizzle-orm/logger';
import { openDatabase, type Database, type DatabaseTimeouts } from '../../server/db/client';
import { seed } from '../../server/db/seed/seed';
import { defaultNow } from '../../server/db/seed/demo-content';

/**
 * Seed once, copy many (issue 23, docs/testing.md). Migrating costs a second or two and seeding the demo corpus
 * 8–20 s, so a test file starts from a copy made once per run instead: PGlite from a dump of a data directory
 * (`tmp/test-databases/`), PostgreSQL from a template database (`CREATE DATABASE … TEMPLATE …`). The global set-up
 * makes both before any file runs; a file that finds none (a run started another way) makes it, and leaves it for the
 * next file.
 */
export type Contents = 'migrated' | 'seeded';

const COPIES = path.resolve(import.meta.dirname, '../../tmp/test-databases');
/** This run's id, set by the global set-up and inherited by every worker and child process. */
export const RUN_ENV = 'NEWS_TEST_RUN';
const run = () => process.env[RUN_ENV] ?? 'adhoc';
const HOUR_MS = 3_600_000;
const UNLIMITED: DatabaseTimeouts = { acquireMs: 0, statementMs: 0, queryMs: 0 };

// The demo corpus is dated from the hour it is generated in (defaultNow): a seeded copy is named for that hour, so a
// file that starts after the hour has turned gets the corpus it would have seeded itself.
const copyName = (contents: Contents) =>
  contents === 'seeded' ? `seeded_${Math.floor(defaultNow() / HOUR_MS)}` : 'migrated';

/** A PGlite in memory, migrated (and seeded) from this run's copy. */
export async function openPglite(contents: Contents, logger?: Logger): Promise<Database> {
  return openDatabase({ logger, snapshot: await openPgliteSnapshot(contents) });
}

/** This run's PGlite copy of `contents`, as the data-directory tarball `openDatabase({ snapshot })` starts from. */
export async function openPgliteSnapshot(contents: Contents): Promise<Blob> {
  const file = path.join(COPIES, `${run()}-${copyName(contents)}.tar`);
  if (!fs.existsSync(file)) await makePgliteCopy(contents, file);
  return new Blob([fs.readFileSync(file)]);
}

async function makePgliteCopy(contents: Contents, file: string): Promise<void> {
  const database = await openDatabase({});
  try {
    if (contents === 'seeded') await seed(database);
    const dump = await database.dumpDataDir!();
    fs.mkdirSync(COPIES, { recursive: true });
    // Written aside and renamed: a worker that reads the copy never reads half of it.
    const partial = `${file}.${process.pid}.part`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await database.close();
  }
}

const withDatabase = (url: string, name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

async function asAdmin<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

const templateName = (contents: Contents) => `news_test_${run()}_${copyName(contents)}`.toLowerCase();

/** This run's template database of `contents`, built by whichever process asks first (the others wait for it). */
async function ensureTemplate(admin: pg.Client, url: string, contents: Contents): Promise<string> {
  const name = templateName(contents);
  await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    // Built under another name and renamed once complete, so no copy is ever taken of half a template.
    const building = `${name}_part`;
    await admin.query(`drop database if exists ${building}`);
    await admin.query(`create database ${building}`);
    // No time limits: a busy machine (the client build beside it) must not fail the run's set-up.
    const database = await openDatabase({ url: withDatabase(url, building), timeouts: UNLIMITED });
    if (contents === 'seeded') await seed(database);
    await database.close();
    await admin.query(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
  }
}

/**
 * A database of its own on the PostgreSQL server of `url`: empty (no tables), or a copy of this run's migrated or
 * seeded template. Its URL, and how to drop it.
 */
export async function scratchDatabase(
  url: string,
  contents: Contents | 'empty' = 'empty',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${process.pid}_${randomBytes(5).toString('hex')}`;
  await asAdmin(url, async (admin) => {
    const template = contents === 'empty' ? '' : ` template ${await ensureTemplate(admin, url, contents)}`;
    await admin.query(`create database ${name}${template}`);
  });
  return {
    url: withDatabase(url, name),
    drop: () => asAdmin(url, (admin) => admin.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

/** The global set-up's part: this run's copies, made before any file runs (in parallel with each other). */
export async function prepareCopies(databaseUrl: string | undefined): Promise<void> {
  process.env[RUN_ENV] ??= Date.now().toString(36);
  const pglite = (contents: Contents) => openPglite(contents).then((db) => db.close());
  const postgres = (contents: Contents) =>
    databaseUrl ? asAdmin(databaseUrl, (admin) => ensureTemplate(admin, databaseUrl, contents)) : undefined;
  const made = Promise.allSettled([
    pglite('migrated').then(() => pglite('seeded')),
    postgres('migrated'),
    postgres('seeded'),
  ]);
  const failed = (await made).find((result) => result.status === 'rejected');
  if (failed) {
    // Vitest runs no tear-down after a failed set-up: what was made goes now.
    await removeCopies(databaseUrl);
    throw failed.reason;
  }
}

/** The global tear-down's part: this run's copies, and any a killed run left more than a day ago. */
export async function removeCopies(databaseUrl: string | undefined): Promise<void> {
  const current = run();
  const stale = (id: string) => id === current || Date.now() - parseInt(id, 36) > 24 * HOUR_MS;
  for (const file of fs.existsSync(COPIES) ? fs.readdirSync(COPIES) : [])
    if (stale(file.split('-')[0])) fs.rmSync(path.join(COPIES, file), { force: true });
  if (!databaseUrl) return;
  await asAdmin(databaseUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'news\\_test\\_%'",
    );
    for (const { datname } of rows)
      if (stale(datname.split('_')[2])) await admin.query(`drop database if exists ${datname} with (force)`);
  });
}

export interface StorageTarget {
  name: 'pglite' | 'postgres';
  open: (logger?: Logger) => Promise<Database>;
}

/**
 * The storages a storage test runs against, migrated (or seeded): PGlite always, and PostgreSQL too when DATABASE_URL is set
 * (as in CI). Each PostgreSQL run gets a database of its own, dropped on close, so test files never share rows.
 */
export function storageTargets(contents: Contents = 'migrated'): StorageTarget[] {
  const targets: StorageTarget[] = [{ name: 'pglite', open: (logger) => openPglite(contents, logger) }];
  const url = process.env.DATABASE_URL;
  if (url) targets.push({ name: 'postgres', open: (logger) => openPostgresCopy(url, contents, logger) });
  return targets;
}

/** A copy of this run's template on PostgreSQL, opened; closing it drops it. */
export async function openPostgresCopy(
  url: string,
  contents: Contents,
  logger?: Logger,
  timeouts?: DatabaseTimeouts,
): Promise<Database> {
  const scratch = await scratchDatabase(url, contents);
  const database = await openDatabase({ url: scratch.url, logger, timeouts });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * A test server's database: a copy of the run's PostgreSQL template when DATABASE_URL is set (as in CI: 0.1–0.3 s,
 * where loading PGlite's copy costs 1.5–5 s of the test's own CPU), else PGlite's copy. TEST_DATABASE=pglite keeps
 * PGlite. PGlite stays covered by the storage tests (both), `npm start`, `npm run dev` and the Lighthouse stage.
 */
export function openTestDatabase(contents: Contents, timeouts?: DatabaseTimeouts): Promise<Database> {
  const url = process.env.DATABASE_URL;
  return url && process.env.TEST_DATABASE !== 'pglite'
    ? openPostgresCopy(url, contents, undefined, timeouts)
    : openPglite(contents);
}
