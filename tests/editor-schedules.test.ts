import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { startTestServer, type TestServer } from './helpers/test-server';
import { call } from './accounts/storage';
import { signUpEditor } from './helpers/editors';
import { createApp } from '../server/app';
import { editorAudit, pageSchedules } from '../server/editor/schema';
import type { ScheduleLoop } from '../server/editor/schedule-loop';

// Issue 26, item 1: scheduled publish and unpublish, carried out by the app's loop.
const ADMIN = 'editor-schedules-admin-token';
const HOME = '/api/editor/pages/semana/semana-home';
let server: TestServer;
let n = 0;

beforeAll(async () => {
  server = await startTestServer({ adminToken: ADMIN, scheduleEveryMs: 200 });
});
afterAll(async () => {
  await (server.app.locals.scheduleLoop as ScheduleLoop).stop();
  await server.close();
});

async function person(on: TestServer, roles: string[]) {
  const p = { email: `prog.${process.pid}.${++n}@semana.com`, password: 'Clave1234', firstName: 'Ana' };
  await signUpEditor(on.url, ADMIN, p, ['semana'], roles);
  const login = await call(on, 'POST', '/identity/public/v1/auth/login', {
    body: { userName: p.email, credentials: p.password, grantType: 'password' },
  });
  return { ...p, token: login.body.accessToken as string };
}

/** Saves the home with a new title as a draft; answers its version. */
async function draftTitle(on: TestServer, token: string, title: string) {
  const got = await call(on, 'GET', HOME, { token });
  const saved = await call(on, 'PUT', HOME, {
    token,
    body: { ...got.body, meta: { ...got.body.meta, title } },
    headers: { 'If-Match': got.headers.get('etag')! },
  });
  expect(saved.status).toBe(200);
  return Number(/^"(\d+)-/.exec(saved.headers.get('etag')!)![1]);
}

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
const readerTitle = async (on: { url: string }) =>
  /<title>([^<]*)/.exec(await (await fetch(`${on.url}/?_website=semana`)).text())?.[1] ?? '';

describe('POST /api/editor/pages/{site}/{id}/schedule', () => {
  it('refuses bad bodies (400), past or far times (422), editors (403), unknown pages and versions (404)', async () => {
    const publisher = await person(server, ['publisher']);
    const editor = await person(server, ['editor']);
    const token = publisher.token;
    const post = (path: string, body: unknown, t = token) =>
      call(server, 'POST', `${path}/schedule`, { token: t, body });
    expect((await post(HOME, { version: 1, publishAt: inMs(60_000) }, editor.token)).body).toMatchObject({
      code: 'NOT_PUBLISHER',
    });
    expect((await post(HOME, { version: 1 })).status).toBe(400);
    expect((await post(HOME, { version: 1, publishAt: '2030-11-28T20:00:00' })).status).toBe(400);
    expect((await post(HOME, { unpublishAt: 'mañana' })).status).toBe(400);
    const past = await post(HOME, { version: 1, publishAt: inMs(-60_000) });
    expect(past.status).toBe(422);
    expect(past.body.error).toContain('ya pasó');
    const far = await post(HOME, { unpublishAt: inMs(400 * 24 * 3600_000) });
    expect(far.status).toBe(422);
    expect(far.body.error).toContain('un año');
    expect((await post(HOME, { version: 9999, publishAt: inMs(60_000) })).status).toBe(404);
    expect((await post('/api/editor/pages/semana/no-existe', { unpublishAt: inMs(60_000) })).status).toBe(404);
    expect((await post('/api/editor/pages/marte/semana-home', { unpublishAt: inMs(60_000) })).status).toBe(404);
    // The offset is honoured: 20:00 in Bogotá is 01:00 the next day in UTC.
    const bogota = await post(HOME, { unpublishAt: '2027-06-01T20:00:00-05:00' });
    expect(bogota.status).toBe(201);
    expect(bogota.body).toMatchObject({ action: 'unpublish', dueAt: '2027-06-02T01:00:00.000Z', version: null });
    const cancelled = await call(server, 'DELETE', `${HOME}/schedule`, { token });
    expect(cancelled.body).toEqual({ cancelled: 1 });
    expect((await call(server, 'GET', `${HOME}/schedule`, { token })).body).toEqual([]);
  });

  it('publishes the named version when it is due, once, lists it until then and purges the page', async () => {
    const { token, email } = await person(server, ['publisher']);
    const before = await readerTitle(server);
    const version = await draftTitle(server, token, 'Noche de elecciones');
    const later = await draftTitle(server, token, 'Un borrador posterior');
    const scheduled = await call(server, 'POST', `${HOME}/schedule`, {
      token,
      // Far enough ahead that the list below still has it on a busy machine.
      body: { version, publishAt: inMs(5000) },
    });
    expect(scheduled.status).toBe(201);
    const listed = await call(server, 'GET', '/api/editor/schedules?site=semana', { token });
    expect(listed.body).toEqual([expect.objectContaining({ pageId: 'semana-home', action: 'publish', version })]);
    expect(await readerTitle(server)).toBe(before);
    await expect.poll(() => readerTitle(server), { timeout: 20_000 }).toContain('Noche de elecciones');
    expect((await call(server, 'GET', `${HOME}/schedule`, { token })).body).toEqual([]);
    const versions = (await call(server, 'GET', `${HOME}/versions`, { token })).body as {
      version: number;
      live: boolean;
    }[];
    expect(versions.find((v) => v.live)?.version).toBe(version);
    // The draft saved after it is still the head: the editor's open page is not stale.
    const head = await call(server, 'GET', HOME, { token });
    expect(head.body.meta.title).toBe('Un borrador posterior');
    expect(head.headers.get('etag')).toMatch(new RegExp(`^"${later}-`));
    const audits = await server.database.db
      .select()
      .from(editorAudit)
      .where(and(eq(editorAudit.action, 'page-publish-scheduled'), eq(editorAudit.version, version)));
    expect(audits.map((a) => a.who)).toEqual([`scheduler for ${email}`]);
  });

  it('unpublishes a page when it is due; readers then get a 404 at its route', async () => {
    const { token } = await person(server, ['publisher']);
    const created = await call(server, 'POST', '/api/editor/pages/semana', {
      token,
      body: { id: 'especial-programado', route: '/especial-programado', layout: 'bare' },
    });
    expect(created.status).toBe(201);
    const published = await call(server, 'POST', '/api/editor/pages/semana/especial-programado/publish', {
      token,
      headers: { 'If-Match': created.headers.get('etag')! },
    });
    expect(published.status).toBe(200);
    const status = async () => (await fetch(`${server.url}/especial-programado?_website=semana`)).status;
    await expect.poll(status, { timeout: 10_000 }).toBe(200);
    const scheduled = await call(server, 'POST', '/api/editor/pages/semana/especial-programado/schedule', {
      token,
      body: { unpublishAt: inMs(1000) },
    });
    expect(scheduled.status).toBe(201);
    await expect.poll(status, { timeout: 10_000 }).toBe(404);
    const list = (await call(server, 'GET', '/api/editor/pages?site=semana', { token })).body as {
      id: string;
      published: boolean;
    }[];
    expect(list.find((p) => p.id === 'especial-programado')).toMatchObject({ published: false });
    // The history says the scheduler took it off, as it does for a publisher's «Despublicar».
    const versions = (await call(server, 'GET', '/api/editor/pages/semana/especial-programado/versions', { token }))
      .body as { kind: string; savedBy: string; live: boolean }[];
    expect(versions.filter((v) => v.kind === 'unpublish')).toEqual([
      expect.objectContaining({ savedBy: expect.stringMatching(/^scheduler for /), live: false }),
    ]);
    expect(versions.some((v) => v.live)).toBe(false);
  });
});

describe('restarts', () => {
  it('carries out a job stored while no process ran its loop, once one starts', async () => {
    const idle = await startTestServer({ adminToken: ADMIN });
    let loop: ScheduleLoop | undefined;
    let fresh: http.Server | undefined;
    try {
      const { token } = await person(idle, ['publisher']);
      const version = await draftTitle(idle, token, 'Programada antes del arranque');
      const res = await call(idle, 'POST', `${HOME}/schedule`, { token, body: { version, publishAt: inMs(2000) } });
      expect(res.status).toBe(201);
      // Due by now: 2 s ahead so that a busy machine's slow request still stores a time in the future.
      await new Promise((r) => setTimeout(r, 2500));
      const [stored] = await idle.database.db.select().from(pageSchedules).where(eq(pageSchedules.id, res.body.id));
      expect(stored.doneAt).toBeNull();
      // A process starting over the same database (as after a deploy).
      const started = await createApp({
        database: idle.database,
        log: pino({ level: 'silent' }),
        scheduleEveryMs: 200,
      });
      loop = started.scheduleLoop;
      // Read from the new process: the idle one is the process that "was down"; its own HTML cache is not purged
      // by another process unless they share Redis, which several processes must (decision 0085).
      fresh = http.createServer(started.app).listen(0, '127.0.0.1');
      await once(fresh, 'listening');
      const url = `http://127.0.0.1:${(fresh.address() as AddressInfo).port}`;
      await expect.poll(() => readerTitle({ url }), { timeout: 15_000 }).toContain('Programada antes del arranque');
    } finally {
      fresh?.close();
      await loop?.stop();
      await idle.close();
    }
  });
});
