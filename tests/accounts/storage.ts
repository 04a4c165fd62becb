import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { startTestServer, type TestServer } from '../helpers/test-server';
import type { AccountsControls } from '../../server/accounts/router';

export interface AccountsServer extends TestServer {
  controls: AccountsControls;
}

/**
 * The real server with empty storage: on PostgreSQL when DATABASE_URL is set (a database of its own,
 * created here and dropped on close, so files running at the same time never share rows), else PGlite.
 */
export async function startAccountsServer(): Promise<AccountsServer> {
  const admin = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (admin) {
    const name = `accounts_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client(admin);
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      const c = new pg.Client(admin);
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const server = await startTestServer({ seed: false, databaseUrl });
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
