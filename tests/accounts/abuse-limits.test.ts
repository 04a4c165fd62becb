import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { accountOutbox, accountUsers } from '../../server/db/schema-accounts';
import type { AccountsControls } from '../../server/accounts/router';
import { readAccountsSettings } from '../../server/accounts/settings';
import { RedisHitStore } from '../../server/security/hit-store';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { call } from './storage';

/**
 * Issue 10, item 12: sign-up is throttled per connecting address and per e-mail; reset, magic-link and
 * verification mails are limited per account whatever address asks; with Redis, two processes share every
 * count (login attempts, sign-ups, the lockout, the content and views rate limits).
 */
const defaults = readAccountsSettings(false).throttle;
const controlsOf = (s: TestServer) => s.app.locals.accounts as AccountsControls;
let n = 0;
const freshEmail = (tag: string) => `${tag}.${++n}.${Date.now()}@semana.com`;
const signupBody = (email: string) => ({
  identity: { userName: email, credentials: 'Clave1234' },
  profile: { firstName: 'Ana', email },
});
/** Requests as if from `address` (the servers trust one proxy hop). */
const from = (address: string) => ({ 'X-Forwarded-For': address });

/** A PostgreSQL database of its own when DATABASE_URL is set (two servers can share it); else none (PGlite). */
async function database(): Promise<{ url?: string; drop: () => Promise<void> }> {
  const admin = process.env.DATABASE_URL;
  if (!admin) return { drop: async () => {} };
  const name = `abuse_${randomBytes(6).toString('hex')}`;
  const run = async (q: string) => {
    const c = new pg.Client(admin);
    await c.connect();
    await c.query(q);
    await c.end();
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

describe('one process', () => {
  let server: TestServer;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const db = await database();
    drop = db.drop;
    server = await startTestServer({ seed: false, databaseUrl: db.url, trustProxy: 1 });
  });
  afterAll(async () => {
    await server?.close();
    await drop?.();
  });
  beforeEach(async () => {
    // The spec's limits, not the relaxed sign-up limit the shared test server starts with.
    Object.assign(controlsOf(server).settings.throttle, defaults);
    await controlsOf(server).resetThrottle();
  });

  it('throttles sign-up per address: the 11th in an hour is 429, creates no account and sends no mail', async () => {
    const statuses: number[] = [];
    const emails: string[] = [];
    for (let i = 0; i < defaults.signupsPerHour + 1; i++) {
      emails.push(freshEmail('alud'));
      const res = await call(server, 'POST', '/identity/public/v1/signup', {
        body: signupBody(emails[i]),
        headers: from('203.0.113.7'),
      });
      statuses.push(res.status);
      if (res.status === 429)
        expect(res.body).toEqual({
          code: 'TOO_MANY_REQUESTS',
          message: 'Demasiados registros en poco tiempo. Inténtalo de nuevo más tarde.',
        });
    }
    expect(defaults.signupsPerHour).toBe(10);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    const last = emails[10];
    const db = server.database.db;
    expect(await db.select().from(accountUsers).where(eq(accountUsers.email, last))).toHaveLength(0);
    expect(await db.select().from(accountOutbox).where(eq(accountOutbox.to, last))).toHaveLength(0);
    // Another address still signs up.
    const other = await call(server, 'POST', '/identity/public/v1/signup', {
      body: signupBody(freshEmail('alud')),
      headers: from('203.0.113.8'),
    });
    expect(other.status).toBe(201);
  });

  it('throttles sign-up attempts per e-mail address, from any connection', async () => {
    const email = freshEmail('misma');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (
          await call(server, 'POST', '/identity/public/v1/signup', {
            body: signupBody(email.toUpperCase()),
            headers: from(`198.51.100.${i + 1}`),
          })
        ).status,
      );
    expect(statuses).toEqual([201, 409, 409, 429]);
  });

  it('sends at most 3 reset, magic-link and verification mails an hour to one account, whatever address asks', async () => {
    const email = freshEmail('buzon');
    expect((await call(server, 'POST', '/identity/public/v1/signup', { body: signupBody(email) })).status).toBe(201);
    const asks = [
      ['/identity/public/v1/password/reset', { userName: email }],
      ['/identity/public/v1/auth/magiclink', { email }],
      ['/identity/public/v1/email/verify', { email }],
      ['/identity/public/v1/password/reset', { userName: email }],
      ['/identity/public/v1/auth/magiclink', { email }],
      ['/identity/public/v1/password/reset', { userName: email }],
    ] as const;
    const answers: unknown[] = [];
    for (const [i, [path, body]] of asks.entries()) {
      answers.push((await call(server, 'POST', path, { body, headers: from(`192.0.2.${i + 1}`) })).body);
      await controlsOf(server).settled(); // a reset is mailed after its answer: keep the mails in asking order
    }
    // The same answer every time: the limit must not tell who has an account either.
    expect(answers).toEqual(Array(6).fill({ success: true }));
    const mails = await server.database.db.select().from(accountOutbox).where(eq(accountOutbox.to, email));
    expect(mails.map((m) => m.subject)).toEqual([
      'Bienvenido: tu cuenta está creada',
      'Recupera tu contraseña',
      'Tu enlace para ingresar',
      'Confirma tu correo electrónico',
    ]);
  });
});

// Runs wherever REDIS_URL is set (CI sets it); defined only then, so nothing is reported as skipped.
const redisUrl = process.env.REDIS_URL;
if (redisUrl)
  describe('two processes sharing one Redis', () => {
    let redis: Redis;
    let a: TestServer;
    let b: TestServer;
    let drop: () => Promise<void>;
    const prefix = `test:abuse:${randomBytes(6).toString('hex')}:`;
    beforeAll(async () => {
      redis = new Redis(redisUrl);
      // Both on one PostgreSQL database when there is one, as two processes of a deployment are.
      const db = await database();
      drop = db.drop;
      const options = { seed: false, databaseUrl: db.url, trustProxy: 1, rateLimitPerMinute: 4 };
      a = await startTestServer({ ...options, limits: new RedisHitStore(redis, prefix) });
      b = await startTestServer({ ...options, limits: new RedisHitStore(redis, prefix) });
      for (const s of [a, b]) Object.assign(controlsOf(s).settings.throttle, defaults);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await drop?.();
      if (redis) {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length) await redis.del(...keys);
        await redis.quit();
      }
    });

    it('counts login attempts of one address once across both: the 31st in a minute is 429', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const server = i % 2 ? b : a;
        const res = await call(server, 'POST', '/identity/public/v1/auth/login', {
          body: { userName: `nadie.r${i}.${Date.now()}@semana.com`, credentials: 'x', grantType: 'password' },
          headers: from('203.0.113.50'),
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
      expect(statuses[30]).toBe(429);
    });

    it('counts sign-ups of one address once across both', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push(
          (
            await call(i % 2 ? b : a, 'POST', '/identity/public/v1/signup', {
              body: signupBody(freshEmail('dos')),
              headers: from('203.0.113.51'),
            })
          ).status,
        );
      expect(statuses.filter((s) => s === 201).length).toBe(10);
      expect(statuses[10]).toBe(429);
    });

    it('shares the rate limit of the content endpoint', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push(
          (await fetch(`${(i % 2 ? b : a).url}/api/content/story-by-id?query={}`, { headers: from('203.0.113.52') }))
            .status,
        );
      expect(statuses.slice(0, 4)).not.toContain(429);
      expect(statuses[4]).toBe(429);
    });

    it('shares the rate limit of the views beacon', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++)
        statuses.push(
          (
            await fetch(`${(i % 2 ? b : a).url}/api/views`, {
              method: 'POST',
              headers: { ...from('203.0.113.53'), 'Content-Type': 'text/plain' },
              body: '{"id":"no-existe"}',
            })
          ).status,
        );
      expect(statuses.slice(0, 60)).not.toContain(429);
      expect(statuses[60]).toBe(429);
    });

    // The lockout lives in the database: two processes share it when they share the database.
    if (process.env.DATABASE_URL)
      it('locks an account and an unknown name after 5 failures made on both', async () => {
        const email = freshEmail('cerrojo');
        expect((await call(a, 'POST', '/identity/public/v1/signup', { body: signupBody(email) })).status).toBe(201);
        for (const name of [email, `nadie.cerrojo.${Date.now()}@semana.com`]) {
          const codes: string[] = [];
          for (let i = 0; i < 6; i++) {
            const res = await call(i % 2 ? b : a, 'POST', '/identity/public/v1/auth/login', {
              body: { userName: name, credentials: 'Adivina123', grantType: 'password' },
              headers: from(`203.0.113.${60 + i}`),
            });
            codes.push(res.body.code);
          }
          expect(codes).toEqual(['300040', '300040', '300040', '300040', '100014', '100014']);
        }
      });

    if (process.env.DATABASE_URL)
      it('limits the mails to one account across both', async () => {
        const email = freshEmail('buzon2');
        expect((await call(a, 'POST', '/identity/public/v1/signup', { body: signupBody(email) })).status).toBe(201);
        for (let i = 0; i < 6; i++)
          await call(i % 2 ? b : a, 'POST', '/identity/public/v1/password/reset', {
            body: { userName: email },
            headers: from(`203.0.113.${80 + i}`),
          });
        await Promise.all([controlsOf(a).settled(), controlsOf(b).settled()]);
        const mails = await a.database.db.select().from(accountOutbox).where(like(accountOutbox.subject, 'Recupera%'));
        expect(mails.filter((m) => m.to === email)).toHaveLength(3);
      });
  });
