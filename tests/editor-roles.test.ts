import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';
import { grantedReader } from './helpers/editors';
import { call } from './accounts/storage';
import { newReader } from './accounts/readers';
import type { AccountsControls } from '../server/accounts/router';

// Issue 26, item 3: `editor` saves drafts; `publisher` also publishes and rolls back.
const ADMIN = 'editor-roles-admin-token';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ adminToken: ADMIN });
});
afterAll(() => server.close());

const withRoles = (roles: string[]) => grantedReader(server, ADMIN, roles, ['semana']);

const PAGE = '/api/editor/pages/semana/semana-home';

describe('roles: editor and publisher', () => {
  it('lets an editor save a draft but not publish or roll back it (403 NOT_PUBLISHER); a publisher does both', async () => {
    const editor = await withRoles(['editor']);
    const got = await call(server, 'GET', PAGE, { token: editor.token });
    const saved = await call(server, 'PUT', PAGE, {
      token: editor.token,
      body: { ...got.body, meta: { ...got.body.meta, title: 'Borrador de redacción' } },
      headers: { 'If-Match': got.headers.get('etag')! },
    });
    expect(saved.status).toBe(200);
    const draft = saved.headers.get('etag')!;
    const refused = await call(server, 'POST', `${PAGE}/publish`, {
      token: editor.token,
      headers: { 'If-Match': draft },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'NOT_PUBLISHER' });
    expect(refused.body.error).toContain('pide la publicación');
    const rollback = await call(server, 'POST', `${PAGE}/rollback`, { token: editor.token, body: { version: 1 } });
    expect(rollback.status).toBe(403);

    const me = await call(server, 'GET', '/api/editor/me?site=semana', { token: editor.token });
    expect(me.body).toMatchObject({ email: editor.email, roles: ['editor'], mayPublish: false, admin: false });

    const publisher = await withRoles(['publisher']);
    const them = await call(server, 'GET', '/api/editor/me?site=semana', { token: publisher.token });
    expect(them.body).toMatchObject({ roles: ['publisher'], sites: ['semana'], mayPublish: true });
    const elsewhere = await call(server, 'GET', '/api/editor/me?site=soho', { token: publisher.token });
    expect(elsewhere.body.mayPublish).toBe(false);
    const published = await call(server, 'POST', `${PAGE}/publish`, {
      token: publisher.token,
      headers: { 'If-Match': draft },
    });
    expect(published.status).toBe(200);
    const live = await (await fetch(`${server.url}/?_website=semana`)).text();
    expect(live).toContain('<title>Borrador de redacción');
  });

  it('refuses an unknown role by name (400)', async () => {
    const person = await newReader({ ...server, controls: server.app.locals.accounts as AccountsControls });
    const res = await call(server, 'PUT', `/api/admin/users/${encodeURIComponent(person.email)}/roles`, {
      token: ADMIN,
      body: { roles: ['jefe'], allowUnverified: true },
    });
    expect(res.status).toBe(400);
  });
});
