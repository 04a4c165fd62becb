import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { pino } from 'pino';
import { openDatabase, type Database, type DatabaseTimeouts } from '../../server/db/client';
import { seed } from '../../server/db/seed/seed';
import { openTestDatabase } from './databases';
import { createApp, type AppOptions } from '../../server/app';
import type { AccountsControls } from '../../server/accounts/router';

export interface TestServer {
  url: string;
  database: Database;
  app: Awaited<ReturnType<typeof createApp>>['app'];
  viewCounter: Awaited<ReturnType<typeof createApp>>['viewCounter'];
  close: () => Promise<void>;
}

/**
 * A real server on a free port, over a copy of the run's database seeded with the demo content, or only migrated
 * with `seed: false` (PostgreSQL when DATABASE_URL is set, else PGlite: `openTestDatabase`); or over the PostgreSQL
 * database `databaseUrl` names (seeded there unless `seed: false`). Tests that need a server start one with this.
 */
export async function startTestServer(
  opts: { databaseUrl?: string; seed?: boolean; timeouts?: DatabaseTimeouts } & Partial<
    Omit<AppOptions, 'database'>
  > = {},
): Promise<TestServer> {
  const seeded = opts.seed !== false;
  const database = opts.databaseUrl
    ? await openDatabase({ url: opts.databaseUrl, timeouts: opts.timeouts })
    : await openTestDatabase(seeded ? 'seeded' : 'migrated', opts.timeouts);
  if (seeded && opts.databaseUrl) await seed(database);
  const log = opts.log ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const { app, viewCounter } = await createApp({ ...opts, database, log });
  // Test files sign up dozens of readers from 127.0.0.1; tests/accounts/abuse-limits.test.ts checks the real limit.
  (app.locals.accounts as AccountsControls).settings.throttle.signupsPerHour = 100_000;
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    app,
    viewCounter,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Views a page beacon recorded are written before the database goes, not by a timer after it.
      await viewCounter.flush();
      await database.close();
    },
  };
}
