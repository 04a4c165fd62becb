// @vitest-requires DATABASE_URL: two server processes claim the same due schedules on one PostgreSQL
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { openDatabase, type Database } from '../server/db/client';
import { scratchDatabase } from './helpers/databases';
import { call } from './accounts/storage';
import { signUpEditor } from './helpers/editors';
import { editorAudit, pageSchedules } from '../server/editor/schema';

// Issue 26, item 1: several workers, each running the loop; every due job is carried out by exactly one of them.
const ADMIN = 'schedules-processes-admin';
const databaseUrl = process.env.DATABASE_URL!;

function startProcess(env: NodeJS.ProcessEnv): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/schedule-child-server.ts'], {
    env: { ...process.env, ...env },
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const url = /LISTENING (\S+)/.exec(out)?.[1];
      if (url) resolve({ url, child });
    });
    child.on('exit', (code) =>
      reject(new Error(`server process exited (${code}) before listening: ${err.slice(-2000)}`)),
    );
  });
}

describe('scheduled publishes with two processes on one PostgreSQL', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let a: { url: string; child: ChildProcess };
  let b: { url: string; child: ChildProcess };
  beforeAll(async () => {
    const scratch = await scratchDatabase(databaseUrl, 'seeded');
    drop = scratch.drop;
    database = await openDatabase({ url: scratch.url });
    const env = {
      DATABASE_URL: scratch.url,
      CHILD_NAMESPACE: `sched${process.pid}${Date.now()}:`,
      CHILD_ADMIN_TOKEN: ADMIN,
      JWT_SECRET: 'schedules-processes-secret-of-at-least-32-characters',
    };
    [a, b] = await Promise.all([startProcess(env), startProcess(env)]);
  }, 240_000);
  afterAll(async () => {
    for (const p of [a, b]) p?.child.kill('SIGTERM');
    await database?.close();
    await drop?.();
  });

  it('carries out each due job exactly once, and both processes serve the result', async () => {
    const person = { email: `prog.procesos.${process.pid}@semana.com`, password: 'Clave1234', firstName: 'Ana' };
    await signUpEditor(a.url, ADMIN, person, ['semana']);
    const login = await call(a, 'POST', '/identity/public/v1/auth/login', {
      body: { userName: person.email, credentials: person.password, grantType: 'password' },
    });
    const token = login.body.accessToken as string;
    const home = '/api/editor/pages/semana/semana-home';
    const got = await call(a, 'GET', home, { token });
    const saved = await call(a, 'PUT', home, {
      token,
      body: { ...got.body, meta: { ...got.body.meta, title: 'Publicada por un solo proceso' } },
      headers: { 'If-Match': got.headers.get('etag')! },
    });
    const version = Number(/^"(\d+)-/.exec(saved.headers.get('etag')!)![1]);
    // Several jobs due at the same instant, asked of both processes: both loops race for each.
    const publishAt = new Date(Date.now() + 8000).toISOString();
    const ids: number[] = [];
    for (const on of [a, b, a, b, a, b]) {
      const res = await call(on, 'POST', `${home}/schedule`, { token, body: { version, publishAt } });
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    const done = async () =>
      (await database.db.select().from(pageSchedules).where(inArray(pageSchedules.id, ids))).filter((j) => j.doneAt)
        .length;
    await expect.poll(done, { timeout: 20_000 }).toBe(ids.length);
    const jobs = await database.db.select().from(pageSchedules).where(inArray(pageSchedules.id, ids));
    for (const job of jobs) {
      expect(job.error).toBeNull();
      expect(job.doneAt!.getTime() - Date.parse(publishAt)).toBeLessThan(5000);
    }
    const audits = await database.db
      .select()
      .from(editorAudit)
      .where(inArray(editorAudit.action, ['page-publish-scheduled']));
    const perJob = ids.map((id) => audits.filter((e) => e.detail?.schedule === id).length);
    expect(perJob).toEqual(ids.map(() => 1));
    for (const on of [a, b])
      await expect
        .poll(
          async () =>
            (await (await fetch(`${on.url}/?_website=semana`)).text()).includes('Publicada por un solo proceso'),
          {
            timeout: 10_000,
          },
        )
        .toBe(true);
  }, 120_000); // two sign-ups (argon2) and six schedules over two busy processes
});
