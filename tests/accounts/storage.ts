import { startTestServer, type TestServer } from '../helpers/test-server';
import { scratchDatabase, type Contents } from '../helpers/databases';
import type { AccountsControls } from '../../server/accounts/router';

export interface AccountsServer extends TestServer {
  controls: AccountsControls;
}

/**
 * The real server with empty storage (or the demo content): on PostgreSQL when DATABASE_URL is set (a copy of the run's migrated
 * database, dropped on close, so files running at the same time never share rows), else PGlite.
 */
export async function startAccountsServer(contents: Contents = 'migrated'): Promise<AccountsServer> {
  const admin = process.env.DATABASE_URL;
  const scratch = admin ? await scratchDatabase(admin, contents) : undefined;
  const drop = scratch?.drop ?? (async () => {});
  const server = await startTestServer({ seed: !admin && contents === 'seeded', databaseUrl: scratch?.url });
  const controls = server.app.locals.accounts as AccountsControls;
  return {
    ...server,
    controls,
    close: async () => {
      await server.close();
      await drop();
    },
  };
}

/** JSON request helper: answers `{ status, body, headers }`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are inspected field by field in tests
type Json = Record<string, any>;

export async function call<T = Json>(
  server: { url: string },
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const res = await fetch(server.url + path, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(opts.token ? { Authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
    body: opts.body === undefined ? undefined : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: body as T, headers: res.headers };
}
