import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { accountsRouter } from '../../server/accounts/router';
import type { Database } from '../../server/db/client';
import { openPglite } from '../helpers/databases';
import { createSources } from '../../server/sources/client';
import { concretePath, endpointsOf, type Endpoint } from './endpoints';

/**
 * Issue 10, item 1: no request body ends the process. The server runs in a child process, so an exit is
 * seen as one; every endpoint of the app (walked from the router stacks, so a new one cannot be left out)
 * gets each kind of broken body, then the child must still be running and `/healthz` must answer.
 */
const ADMIN_TOKEN = 'admin-token-for-the-body-test';
const BOUNDARY = 'XXbodytestXX';
const LONG = 200_000;

/** A body kind: headers and bytes; `abandon` sends part of it and hangs up. */
interface BodyKind {
  name: string;
  headers: Record<string, string>;
  body: Buffer;
  declaredLength?: number;
  abandon?: boolean;
  chunked?: boolean;
}

const multipartHead = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="avatar"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
);
const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
const multipart = { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` };
const json = { 'Content-Type': 'application/json' };

const kinds: BodyKind[] = [
  {
    name: 'multipart without its closing boundary',
    headers: multipart,
    body: Buffer.concat([multipartHead, jpegStart]),
  },
  {
    name: 'multipart abandoned mid-part',
    headers: multipart,
    body: Buffer.concat([multipartHead, jpegStart]),
    declaredLength: 10_000,
    abandon: true,
  },
  {
    name: 'JSON abandoned mid-body',
    headers: json,
    body: Buffer.from('{"identity":{"userNa'),
    declaredLength: 500,
    abandon: true,
  },
  { name: 'malformed JSON', headers: json, body: Buffer.from('{"identity": {"userName": ') },
  { name: 'wrong content type', headers: { 'Content-Type': 'application/xml' }, body: Buffer.from('<a>b</a>') },
  {
    name: 'unknown charset',
    headers: { 'Content-Type': 'application/json; charset=klingon' },
    body: Buffer.from('{}'),
  },
  {
    name: 'invalid UTF-8',
    headers: json,
    body: Buffer.concat([Buffer.from('{"userName":"'), Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xa0]), Buffer.from('"}')]),
  },
  { name: 'deeply nested JSON', headers: json, body: Buffer.from('{"a":'.repeat(15_000) + '1' + '}'.repeat(15_000)) },
  { name: 'deeply nested arrays', headers: json, body: Buffer.from('['.repeat(40_000) + ']'.repeat(40_000)) },
  { name: 'oversized, chunked', headers: json, body: Buffer.from(`{"x":"${'a'.repeat(LONG)}"}`), chunked: true },
  {
    name: 'oversized, declared',
    headers: json,
    body: Buffer.from('{"x":"'),
    declaredLength: 60_000_000,
    abandon: true,
  },
  {
    name: 'gzip that is not gzip',
    headers: { ...json, 'Content-Encoding': 'gzip' },
    body: Buffer.from('not gzip at all'),
  },
  {
    name: 'gzip bomb',
    headers: { ...json, 'Content-Encoding': 'gzip' },
    body: gzipSync(Buffer.from(`{"x":"${'a'.repeat(20_000_000)}"}`)),
  },
  {
    name: 'form body',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: Buffer.from('a[b][c]=%ZZ&' + 'x=1&'.repeat(5000)),
  },
  { name: 'text body, not JSON', headers: { 'Content-Type': 'text/plain' }, body: Buffer.from('{"id": ') },
];

/** One request on its own connection; answers the status, or 'closed' when the server hung up or we did. */
function send(base: URL, method: string, path: string, kind: BodyKind, auth: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(Number(base.port), base.hostname);
    const timer = setTimeout(() => {
      socket.destroy();
      resolve('no answer');
    }, 15_000);
    let answer = '';
    const head = [
      `${method} ${path} HTTP/1.1`,
      `Host: ${base.host}`,
      'Connection: close',
      `Authorization: ${auth}`,
      ...Object.entries(kind.headers).map(([k, v]) => `${k}: ${v}`),
      kind.chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${kind.declaredLength ?? kind.body.length}`,
      '',
      '',
    ].join('\r\n');
    socket.on('connect', () => {
      socket.write(head);
      if (kind.chunked) {
        for (let i = 0; i < kind.body.length; i += 16_384) {
          const part = kind.body.subarray(i, i + 16_384);
          socket.write(`${part.length.toString(16)}\r\n`);
          socket.write(part);
          socket.write('\r\n');
        }
        socket.write('0\r\n\r\n');
      } else socket.write(kind.body);
      if (kind.abandon) setTimeout(() => socket.destroy(), 50);
    });
    socket.on('data', (d) => (answer += d.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 'closed');
    });
  });
}

let child: ChildProcess;
let base: URL;
let exited: string | undefined;
let endpoints: Endpoint[];
let database: Database;

beforeAll(async () => {
  // The routes, from the same code the child runs: the app's own stack and the accounts sub-application's.
  database = await openPglite('migrated');
  const log = pino({ level: 'silent' });
  const { app, registry, cache } = await createApp({ database, log });
  const main = endpointsOf(app);
  const sources = (site: string, now: number) => createSources({ db: database.db, site, now, cache });
  const accounts = endpointsOf(accountsRouter({ database, log, production: false, blocks: { registry, sources } }));
  // The accounts services are the one sub-application; another one must be added to this walk.
  expect(main.mountedApps).toBe(1);
  expect(accounts.mountedApps).toBe(0);
  endpoints = [...main.endpoints, ...accounts.endpoints];

  child = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/child-server.ts'], {
    env: { ...process.env, CHILD_ADMIN_TOKEN: ADMIN_TOKEN, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += String(d)));
  child.on('exit', (code, signal) => (exited = `exit ${code} ${signal} ${stderr.slice(-2000)}`));
  base = new URL(
    await new Promise<string>((resolve, reject) => {
      child.stdout!.on('data', (d) => {
        const url = /LISTENING (\S+)/.exec(String(d))?.[1];
        if (url) resolve(url);
      });
      child.on('exit', () => reject(new Error(`child server did not start: ${stderr}`)));
    }),
  );
});

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGTERM');
  await database?.close();
});

const healthy = async () => (await fetch(new URL('/healthz', base))).status;

describe('broken request bodies', () => {
  it('finds every endpoint, the avatar upload and the admin content PUT among them', () => {
    const names = endpoints.map((e) => `${e.method} ${e.pattern}`);
    expect(names).toContain('PUT /identity/public/v1/avatar');
    expect(names).toContain('PUT /api/admin/content/:id');
    expect(names).toContain('POST /api/views');
    expect(names).toContain('POST /newsletter/public/v1/signup');
    expect(names).toContain('POST /identity/public/v1/apple/auth');
    expect(names.length).toBeGreaterThan(40);
  });

  /** A new reader's access token, for the endpoints that need one before they read a body. */
  const readerToken = async (prefix: string) => {
    const email = `${prefix}.${Date.now()}@semana.com`;
    const signup = await fetch(new URL('/identity/public/v1/signup', base), {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        identity: { userName: email, credentials: 'Clave1234' },
        profile: { firstName: 'A', email },
      }),
    });
    return ((await signup.json()) as { accessToken: string }).accessToken;
  };

  it('a multipart body without its closing boundary is a 400 on the avatar upload, and the server lives', async () => {
    const accessToken = await readerToken('cuerpos');
    const status = await send(base, 'PUT', '/identity/public/v1/avatar', kinds[0], `Bearer ${accessToken}`);
    expect(status).toBe('400');
    expect(exited).toBeUndefined();
    expect(await healthy()).toBe(200);
  });

  it('every endpoint survives every broken body; no answer is a 500', { timeout: 300_000 }, async () => {
    const accessToken = await readerToken('cuerpos2');
    const jobs = endpoints.flatMap((e) => kinds.map((kind) => ({ e, kind })));
    const results: string[] = [];
    for (let i = 0; i < jobs.length; i += 8) {
      const batch = jobs.slice(i, i + 8).map(async ({ e, kind }) => {
        const path = concretePath(e.pattern);
        const auth = path.startsWith('/api/admin') ? `Bearer ${ADMIN_TOKEN}` : `Bearer ${accessToken}`;
        const status = await send(base, e.method, path, kind, auth);
        results.push(`${status} ${e.method} ${path} [${kind.name}]`);
      });
      await Promise.all(batch);
      expect(exited, results.slice(-8).join('\n')).toBeUndefined();
    }
    expect(exited).toBeUndefined();
    expect(await healthy()).toBe(200);
    const failures = results.filter((r) => /^5\d\d|^no answer/.test(r) && !r.startsWith('503 ')); // 503: service not configured
    expect(failures).toEqual([]);
  });
});
