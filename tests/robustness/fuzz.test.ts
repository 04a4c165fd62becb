import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsRouter } from '../../server/accounts/router';
import { createSourceCache, createSources } from '../../server/sources/client';
import { loadBlocks } from '../../runtime/registry';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { call } from '../accounts/storage';
import { casesFor, seeded, type FuzzCase } from './fuzz-cases';
import { concretePath, endpointsOf, type Endpoint } from './endpoints';

/**
 * Issue 24, item 6: a bounded fuzz run over every route the app registers (walked from the router stacks, so a new
 * route is in it the day it is added). Each gets the same hostile requests on every run (a fixed seed): control
 * characters in the path and the query, prototype keys, JSON 40 levels deep, wrong types. No answer may be a 5xx,
 * and the server must still answer /healthz after all of them.
 */
const ADMIN_TOKEN = 'admin-token-for-the-fuzz';
const SEED = 24;
const AT_ONCE = 6;
const ENDS_SESSION = /logout|auth\/token|password|anonymi|gdpr|delete|^DELETE \/identity/i;

let server: TestServer;
let endpoints: Endpoint[];
let readerToken: string;

beforeAll(async () => {
  server = await startTestServer({ adminToken: ADMIN_TOKEN });
  const log = pino({ level: 'silent' });
  const walked = endpointsOf(server.app);
  // The accounts services are a sub-application, which the walk cannot enter: its routes come from a copy of it.
  const [registry, cache] = [await loadBlocks(), createSourceCache()];
  const sources = (site: string, now: number) => createSources({ db: server.database.db, site, now, cache });
  const accounts = accountsRouter({ database: server.database, log, production: false, blocks: { registry, sources } });
  expect(walked.mountedApps).toBe(1);
  endpoints = [...walked.endpoints, ...endpointsOf(accounts).endpoints];

  // A reader who is also an admin editor, so the routes behind a session read their input too.
  const email = `fuzz.${Date.now()}@semana.com`;
  const signup = await call(server, 'POST', '/identity/public/v1/signup', {
    body: { identity: { userName: email, credentials: 'Clave1234' }, profile: { firstName: 'Fuzz', email } },
  });
  readerToken = signup.body.accessToken as string;
  const granted = await call(server, 'PUT', `/api/admin/users/${encodeURIComponent(email)}/roles`, {
    token: ADMIN_TOKEN,
    body: { roles: ['admin'], allowUnverified: true },
  });
  expect(granted.status).toBe(200);
}, 120_000);
afterAll(() => server?.close());

/** A concrete URL that gets past the first checks: a real site where a route names one. */
const pathOf = (pattern: string) => concretePath(pattern.replace(/:site\b/g, 'semana'));

async function send(method: string, c: FuzzCase): Promise<string> {
  const auth = c.path.startsWith('/api/admin') ? ADMIN_TOKEN : readerToken;
  try {
    const res = await fetch(server.url + c.path, {
      method,
      headers: {
        Authorization: `Bearer ${auth}`,
        ...(c.body !== undefined && { 'Content-Type': 'application/json' }),
      },
      body: c.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
    });
    await res.arrayBuffer();
    return `${res.status} ${method} ${c.path.slice(0, 160)} [${c.kind}]`;
  } catch (err) {
    return `no answer (${(err as Error).message}) ${method} ${c.path.slice(0, 160)} [${c.kind}]`;
  }
}

describe('fuzz: hostile input on every route', () => {
  it('finds the routes of every part of the app', () => {
    const names = endpoints.map((e) => `${e.method} ${e.pattern}`);
    for (const known of [
      'POST /identity/public/v1/password/reset',
      'GET /sales/public/v1/order/detail/:orderNumber',
      'POST /api/editor/preview',
      'GET /api/content/:source',
      'GET /readyz',
    ])
      expect(names).toContain(known);
  });

  it('answers no request with a 5xx and keeps serving', { timeout: 180_000 }, async () => {
    const random = seeded(SEED);
    // The calls that can end the reader's session go last, so the others are read past their 401.
    const ending = (e: Endpoint) => Number(ENDS_SESSION.test(`${e.method} ${e.pattern}`));
    const ordered = [...endpoints].sort((a, b) => ending(a) - ending(b));
    const jobs = ordered.flatMap((e) =>
      casesFor(e.method, pathOf(e.pattern), random).map((c) => ({ method: e.method, c })),
    );
    const results: string[] = [];
    for (let i = 0; i < jobs.length; i += AT_ONCE)
      results.push(...(await Promise.all(jobs.slice(i, i + AT_ONCE).map(({ method, c }) => send(method, c)))));
    expect(results.length).toBe(jobs.length);
    expect(results.filter((r) => /^5\d\d|^no answer/.test(r))).toEqual([]);
    // Each kind of hostile input was refused somewhere with a 4xx, not just passed through.
    for (const kind of ['NUL in the path', 'prototype key in the query', 'JSON 40 levels deep'])
      expect(results.some((r) => /^4\d\d/.test(r) && r.endsWith(`[${kind}]`))).toBe(true);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
