import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';
import { grantedReader } from './helpers/editors';
import { openPglite } from './helpers/databases';
import { call } from './accounts/storage';

// Issue 26, items 3 and 7: an editor asks, a publisher publishes or returns; publishers unpublish, admins delete.
const ADMIN = 'editor-reviews-admin-token';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ adminToken: ADMIN });
});
afterAll(() => server.close());

const withRoles = (roles: string[]) => grantedReader(server, ADMIN, roles, ['semana']);

const HOME = '/api/editor/pages/semana/semana-home';
const reader = (path: string) => fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}_website=semana`);

/** Saves the home with `title` as `token`; answers the new head's version. */
async function saveTitle(token: string, title: string): Promise<number> {
  const got = await call(server, 'GET', HOME, { token });
  const saved = await call(server, 'PUT', HOME, {
    token,
    body: { ...got.body, meta: { ...got.body.meta, title } },
    headers: { 'If-Match': got.headers.get('etag')! },
  });
  expect(saved.status).toBe(200);
  return Number(/^"(\d+)-/.exec(saved.headers.get('etag')!)![1]);
}

describe('review before publish', () => {
  it('lets an editor ask (201) and a publisher see the queue and publish it for readers', async () => {
    const editor = await withRoles(['editor']);
    const publisher = await withRoles(['publisher']);
    const version = await saveTitle(editor.token, 'Pedida por la redacción');
    const asked = await call(server, 'POST', `${HOME}/review-requests`, {
      token: editor.token,
      body: { version, note: 'Revisar el titular' },
    });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ status: 'requested', version, requestedBy: editor.email });

    expect((await call(server, 'GET', '/api/editor/reviews?site=semana', { token: editor.token })).status).toBe(403);
    const badge = await call(server, 'GET', '/api/editor/reviews/pages?site=semana', { token: editor.token });
    expect(badge.body).toContainEqual(expect.objectContaining({ id: 'semana-home' }));
    const queue = await call(server, 'GET', '/api/editor/reviews?site=semana', { token: publisher.token });
    expect(queue.status).toBe(200);
    const item = queue.body.find((r: { pageId: string }) => r.pageId === 'semana-home');
    expect(item).toMatchObject({ title: 'Pedida por la redacción', route: '/', version, note: 'Revisar el titular' });
    expect(item.liveVersion).toBeGreaterThan(0);

    const published = await call(server, 'POST', `/api/editor/reviews/${item.id}/publish`, { token: publisher.token });
    expect(published.status).toBe(200);
    expect(await (await reader('/')).text()).toContain('<title>Pedida por la redacción');
    const after = await call(server, 'GET', '/api/editor/reviews?site=semana', { token: publisher.token });
    expect(after.body.map((r: { id: number }) => r.id)).not.toContain(item.id);
    const twice = await call(server, 'POST', `/api/editor/reviews/${item.id}/publish`, { token: publisher.token });
    expect(twice.status).toBe(409);
  });

  it('answers 409 when the page changed after the request, and the editor reads a returned comment', async () => {
    const editor = await withRoles(['editor']);
    const publisher = await withRoles(['publisher']);
    const version = await saveTitle(editor.token, 'Primera propuesta');
    const first = await call(server, 'POST', `${HOME}/review-requests`, { token: editor.token, body: { version } });
    await saveTitle(editor.token, 'Cambio posterior');
    const stale = await call(server, 'POST', `/api/editor/reviews/${first.body.id}/publish`, {
      token: publisher.token,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toContain('La página cambió después de la solicitud');
    expect(await (await reader('/')).text()).not.toContain('Cambio posterior');

    const notHead = await call(server, 'POST', `${HOME}/review-requests`, { token: editor.token, body: { version } });
    expect(notHead.status).toBe(409);
    const head = await saveTitle(editor.token, 'Segunda propuesta');
    const second = await call(server, 'POST', `${HOME}/review-requests`, {
      token: editor.token,
      body: { version: head },
    });
    expect(second.status).toBe(201);
    const noComment = await call(server, 'POST', `/api/editor/reviews/${second.body.id}/return`, {
      token: publisher.token,
      body: { comment: '  ' },
    });
    expect(noComment.status).toBe(400);
    const byEditor = await call(server, 'POST', `/api/editor/reviews/${second.body.id}/return`, {
      token: editor.token,
      body: { comment: 'Yo mismo' },
    });
    expect(byEditor.status).toBe(403);
    const returned = await call(server, 'POST', `/api/editor/reviews/${second.body.id}/return`, {
      token: publisher.token,
      body: { comment: 'Falta la foto de portada' },
    });
    expect(returned.status).toBe(200);
    const mine = await call(server, 'GET', `${HOME}/review-requests`, { token: editor.token });
    expect(mine.body[0]).toMatchObject({
      id: second.body.id,
      status: 'returned',
      comment: 'Falta la foto de portada',
      decidedBy: publisher.email,
    });
    // The first request was replaced by the second: withdrawn, not left pending in the queue.
    expect(mine.body.find((r: { id: number }) => r.id === first.body.id).status).toBe('withdrawn');
  });

  it('refuses bad bodies (400) and unknown requests (404)', async () => {
    const editor = await withRoles(['editor']);
    const publisher = await withRoles(['publisher']);
    for (const body of [{}, { version: 'dos' }, { version: 3, note: 'x'.repeat(2001) }, '[']) {
      const res = await call(server, 'POST', `${HOME}/review-requests`, { token: editor.token, body });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual(expect.any(String));
    }
    for (const id of ['999999', 'abc', '-1', '1e99'])
      expect((await call(server, 'POST', `/api/editor/reviews/${id}/publish`, { token: publisher.token })).status).toBe(
        404,
      );
    const unknownPage = await call(server, 'POST', '/api/editor/pages/semana/no-existe/review-requests', {
      token: editor.token,
      body: { version: 1 },
    });
    expect(unknownPage.status).toBe(404);
    expect((await call(server, 'GET', '/api/editor/reviews?site=marte', { token: publisher.token })).status).toBe(400);
  });
});

describe('unpublish and delete', () => {
  const PAGE = '/api/editor/pages/semana/semana-emprendedores';

  it('takes a page off for readers at once (publisher), keeps it as a draft, says so in the history', async () => {
    const editor = await withRoles(['editor']);
    const publisher = await withRoles(['publisher']);
    expect((await reader('/emprendedores/')).status).toBe(200);
    expect((await call(server, 'POST', `${PAGE}/unpublish`, { token: editor.token })).status).toBe(403);
    const done = await call(server, 'POST', `${PAGE}/unpublish`, { token: publisher.token });
    expect(done.status).toBe(200);
    expect((await reader('/emprendedores/')).status).toBe(404);
    const list = await call(server, 'GET', '/api/editor/pages?site=semana', { token: editor.token });
    expect(list.body).toContainEqual(expect.objectContaining({ id: 'semana-emprendedores', published: false }));
    const versions = await call(server, 'GET', `${PAGE}/versions`, { token: editor.token });
    expect(versions.body[0]).toMatchObject({ kind: 'unpublish', savedBy: publisher.email, live: false });
    expect(versions.body.some((v: { live: boolean }) => v.live)).toBe(false);
    expect((await call(server, 'POST', `${PAGE}/unpublish`, { token: publisher.token })).status).toBe(409);
  });

  it('lets only an admin delete a page', async () => {
    const publisher = await withRoles(['publisher']);
    const admin = await withRoles(['admin']);
    const made = await call(server, 'POST', '/api/editor/pages/semana', {
      token: publisher.token,
      body: { id: 'para-borrar', route: '/para-borrar/', layout: 'default' },
    });
    expect(made.status).toBe(201);
    expect(
      (await call(server, 'DELETE', '/api/editor/pages/semana/para-borrar', { token: publisher.token })).status,
    ).toBe(403);
    expect((await call(server, 'DELETE', '/api/editor/pages/semana/para-borrar', { token: admin.token })).status).toBe(
      204,
    );
    const list = await call(server, 'GET', '/api/editor/pages?site=semana', { token: admin.token });
    expect(list.body.map((p: { id: string }) => p.id)).not.toContain('para-borrar');
  });
});

describe('migration 0042', () => {
  it('turns a stored editor grant into publisher and leaves admin as it is', async () => {
    const database = await openPglite('migrated');
    try {
      await database.query(
        `insert into editor_roles (user_id, roles, sites) values ('u-1', '{editor}', '{semana}'), ('u-2', '{admin,editor}', null)`,
      );
      const migration = fs.readFileSync('server/db/migrations/0042_editor_publisher_role.sql', 'utf8');
      for (const statement of migration.split('--> statement-breakpoint')) await database.query(statement);
      const rows = (await database.query('select user_id, roles from editor_roles order by user_id')) as {
        user_id: string;
        roles: string[];
      }[];
      expect(rows).toEqual([
        { user_id: 'u-1', roles: ['publisher'] },
        { user_id: 'u-2', roles: ['admin', 'publisher'] },
      ]);
    } finally {
      await database.close();
    }
  });
});
