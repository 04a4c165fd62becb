import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globSync } from 'tinyglobby';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import config from '../drizzle.config';
import { openPglite } from './helpers/databases';
import type { Database } from '../server/db/client';

/**
 * Drizzle's picture of the database stays the database (issue 24, item 9): drizzle.config.ts sees every file that
 * declares a table, the latest snapshot is what the schema files say (so `drizzle-kit generate` starts from the truth
 * and writes only the next change), the journal lists exactly the SQL files the migrator runs, and those SQL files
 * build the tables, columns, keys and indexes the snapshot describes.
 */
const MIGRATIONS = 'server/db/migrations';
const schemaFiles = [config.schema ?? []].flat().flatMap((pattern) => globSync(pattern, { cwd: process.cwd() }));

interface SnapshotTable {
  name: string;
  columns: Record<string, { name: string; type: string; notNull: boolean; default?: unknown; primaryKey?: boolean }>;
  indexes: Record<string, unknown>;
  compositePrimaryKeys: Record<string, { name: string }>;
  checkConstraints: Record<string, unknown>;
}

const journal = JSON.parse(fs.readFileSync(`${MIGRATIONS}/meta/_journal.json`, 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};
const snapshots = fs
  .readdirSync(`${MIGRATIONS}/meta`)
  .filter((f) => f.endsWith('_snapshot.json'))
  .sort();
const latestJson: unknown = JSON.parse(fs.readFileSync(`${MIGRATIONS}/meta/${snapshots.at(-1)}`, 'utf8'));
const latest = latestJson as { tables: Record<string, SnapshotTable> };

describe('the Drizzle schema and the SQL migrations', () => {
  it('drizzle.config.ts covers every file that declares a table', () => {
    const declaring = globSync('server/**/*.ts', { ignore: ['**/*.test.ts', '**/migrations/**'] }).filter((file) =>
      /\bpgTable\(/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(declaring.length).toBeGreaterThan(4);
    expect(schemaFiles.map((f) => path.normalize(f)).sort()).toEqual(declaring.map((f) => path.normalize(f)).sort());
  });

  it('the latest snapshot is the schema: drizzle-kit generate would write nothing', async () => {
    const modules = await Promise.all(schemaFiles.map((file) => import(path.resolve(file))));
    const current = generateDrizzleJson(Object.assign({}, ...modules));
    expect(await generateMigration(latestJson as typeof current, current)).toEqual([]);
  });

  it('the journal lists every SQL file once, in order, and the latest snapshot is the last migration’s', () => {
    const sql = fs.readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql'));
    expect(journal.entries.map((e) => `${e.tag}.sql`)).toEqual(sql.sort());
    const whens = journal.entries.map((e) => e.when);
    expect(whens).toEqual([...whens].sort((a, b) => a - b));
    expect(snapshots.at(-1)).toBe(`${journal.entries.at(-1)!.tag.slice(0, 4)}_snapshot.json`);
  });
});

describe('a database the migrations built', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite('migrated');
  });
  afterAll(() => database.close());

  /** `text collate "C"`, `serial`, `text[]` as information_schema words them. */
  const sqlType = (type: string) =>
    type
      .replace(/ collate .*$/, '')
      .replace(/^serial$/, 'integer')
      .replace(/^(\w+)\[\]$/, '_$1');

  it('has the snapshot’s tables and columns: types, NOT NULL and defaults', async () => {
    const rows = (await database.query(
      `select table_name, column_name, is_nullable, column_default, is_generated,
              case when data_type in ('ARRAY', 'USER-DEFINED') then udt_name else data_type end as type
       from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
    )) as {
      table_name: string;
      column_name: string;
      is_nullable: string;
      column_default: string | null;
      is_generated: string;
      type: string;
    }[];
    const built = rows.map((r) => ({
      column: `${r.table_name}.${r.column_name}`,
      type: r.type,
      notNull: r.is_nullable === 'NO',
      hasDefault: r.column_default !== null && r.is_generated !== 'ALWAYS',
    }));
    const described = Object.values(latest.tables).flatMap((table) =>
      Object.values(table.columns).map((c) => ({
        column: `${table.name}.${c.name}`,
        type: sqlType(c.type),
        notNull: c.notNull || Boolean(c.primaryKey),
        hasDefault: c.default !== undefined || c.type === 'serial',
      })),
    );
    const byName = (a: { column: string }, b: { column: string }) => a.column.localeCompare(b.column);
    expect(built.sort(byName)).toEqual(described.sort(byName));
  });

  it('has the snapshot’s primary keys, indexes and checks, by name', async () => {
    const names = async (text: string) =>
      ((await database.query(text)) as { name: string }[]).map((r) => r.name).sort();
    const tables = Object.values(latest.tables);
    expect(
      await names(
        `select c.conname as name from pg_constraint c join pg_namespace n on n.oid = c.connamespace
         where n.nspname = 'public' and c.contype = 'p' and array_length(c.conkey, 1) > 1`,
      ),
    ).toEqual(tables.flatMap((t) => Object.values(t.compositePrimaryKeys).map((k) => k.name)).sort());
    expect(
      await names(
        `select indexname as name from pg_indexes i where schemaname = 'public' and not exists
         (select 1 from pg_constraint c where c.conname = i.indexname)`,
      ),
    ).toEqual(tables.flatMap((t) => Object.keys(t.indexes)).sort());
    expect(
      await names(
        `select c.conname as name from pg_constraint c join pg_namespace n on n.oid = c.connamespace
         where n.nspname = 'public' and c.contype = 'c'`,
      ),
    ).toEqual(tables.flatMap((t) => Object.keys(t.checkConstraints)).sort());
  });
});
