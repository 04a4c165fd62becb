import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';
import { call } from './accounts/storage';
import { newReader } from './accounts/readers';
import type { AccountsControls } from '../server/accounts/router';

const ADMIN = 'editor-api-admin-token';
let server: TestServer;
let editor: { email: string; token: string };

beforeAll(async () => {
  server = await startTestServer({ adminToken: ADMIN });
  editor = await newReader({ ...server, controls: server.app.locals.accounts as AccountsControls });
});
afterAll(() => server.close());

const grant = (email: string, body: object) =>
  call(server, 'PUT', `/api/admin/users/${encodeURIComponent(email)}/roles`, { token: ADMIN, body });
const home = async () => (await fetch(`${server.url}/?_website=semana`)).text();
const GRID = '/areas/main/2/children/main/0/config';

describe('editor API', () => {
  it('asks for a session (401), then for the role (403); the admin grants it to verified addresses only', async () => {
    expect((await call(server, 'GET', '/api/editor/pages?site=semana')).status).toBe(401);
    expect((await call(server, 'GET', '/api/editor/pages?site=semana', { token: editor.token })).status).toBe(403);
    expect((await call(server, 'PUT', `/api/admin/users/${editor.email}/roles`, { body: { roles: [] } })).status).toBe(
      401,
    );
    const unverified = await grant(editor.email, { roles: ['editor'], sites: ['semana'] });
    expect(unverified.status).toBe(409);
    expect(unverified.body.code).toBe('UNVERIFIED');
    expect((await grant('nadie@semana.com', { roles: ['editor'], allowUnverified: true })).status).toBe(404);
    const ok = await grant(editor.email, { roles: ['publisher'], sites: ['semana'], allowUnverified: true });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ roles: ['publisher'], sites: ['semana'] });
    expect((await call(server, 'GET', '/api/editor/pages?site=soho', { token: editor.token })).status).toBe(403);
  });

  it('lists the site pages and the shared ones, and gives a page with its ETag', async () => {
    const list = await call(server, 'GET', '/api/editor/pages?site=semana', { token: editor.token });
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual(
      expect.objectContaining({ id: 'semana-home', route: '/', published: true, shared: false }),
    );
    expect(list.body).toContainEqual(expect.objectContaining({ id: 'password-reset', shared: true }));
    const page = await call(server, 'GET', '/api/editor/pages/semana/semana-home', { token: editor.token });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ id: 'semana-home', route: '/', layout: 'default' });
    expect(page.headers.get('etag')).toMatch(/^"1-[0-9a-f]{16}"$/);
  });

  it('saves with If-Match (422 in Spanish, 412 stale), publishes for readers, rolls back', async () => {
    const got = await call(server, 'GET', '/api/editor/pages/semana/semana-home', { token: editor.token });
    const etag = got.headers.get('etag')!;
    const page = got.body;
    const grid = page.areas.main[2].children.main[0];
    expect(grid.config.title).toBe('Nación');
    grid.config.feedSize = 60;
    const put = (body: unknown, ifMatch?: string) =>
      call(server, 'PUT', '/api/editor/pages/semana/semana-home', {
        token: editor.token,
        body,
        headers: ifMatch ? { 'If-Match': ifMatch } : {},
      });
    expect((await put(page)).status).toBe(428);
    const invalid = await put(page, etag);
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toContainEqual({
      pointer: `${GRID}/feedSize`,
      message: 'debe ser como máximo 50',
      block: 'article-card-grid',
    });
    grid.config.feedSize = 8;
    grid.config.title = 'Nación al día';
    const saved = await put(page, etag);
    expect(saved.status).toBe(200);
    const draftTag = saved.headers.get('etag')!;
    expect(draftTag).toMatch(/^"2-/);
    expect((await put(page, etag)).status).toBe(412);
    expect(await home()).not.toContain('Nación al día');

    const publish = (tag: string) =>
      call(server, 'POST', '/api/editor/pages/semana/semana-home/publish', {
        token: editor.token,
        headers: { 'If-Match': tag },
      });
    expect((await publish(etag)).status).toBe(412);
    expect((await publish(draftTag)).status).toBe(200);
    expect(await home()).toContain('Nación al día');

    const versions = await call(server, 'GET', '/api/editor/pages/semana/semana-home/versions', {
      token: editor.token,
    });
    // A publish is a version of its own (issue 25, item 8): the seed's publish, the save, the editor's publish.
    expect(versions.body.map((v: { version: number; live: boolean }) => [v.version, v.live])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    // One version's JSON, for the editor's history diff.
    const first = await call(server, 'GET', '/api/editor/pages/semana/semana-home/versions/1', { token: editor.token });
    expect(first.body.areas.main[2].children.main[0].config.title).toBe('Nación');
    expect(
      (await call(server, 'GET', '/api/editor/pages/semana/semana-home/versions/99', { token: editor.token })).status,
    ).toBe(404);
    const back = await call(server, 'POST', '/api/editor/pages/semana/semana-home/rollback', {
      token: editor.token,
      body: { version: 1 },
    });
    expect(back.status).toBe(200);
    expect(back.body.areas.main[2].children.main[0].config.title).toBe('Nación');
    expect((await publish(back.headers.get('etag')!)).status).toBe(200);
    expect(await home()).not.toContain('Nación al día');
  });

  it('previews an unsaved page through the renderer without touching the live one', async () => {
    const page = (await call(server, 'GET', '/api/editor/pages/semana/semana-home', { token: editor.token })).body;
    page.areas.main[2].children.main[0].config.title = 'Vista previa sin guardar';
    const preview = await call(server, 'POST', '/api/editor/preview', {
      token: editor.token,
      body: { site: 'semana', page },
    });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    expect(String(preview.body)).toContain('Vista previa sin guardar');
    // Every node carries its id on its own element for the editor's frame; a reader's page never does.
    const rows = page.areas.main[2];
    expect(String(preview.body)).toContain(`<div class="container-node" data-node-id="${rows.id}">`);
    expect(String(preview.body)).toMatch(new RegExp(`<[a-z-]+ data-node-id="${rows.children.main[0].id}"`));
    expect(await home()).not.toContain('Vista previa sin guardar');
    expect(await home()).not.toContain('data-node-id');
  });

  it('creates pages (409 on a taken id or route); deleting is for admins', async () => {
    const create = (body: object) => call(server, 'POST', '/api/editor/pages/semana', { token: editor.token, body });
    expect((await create({ id: 'semana-home', route: '/otra/', layout: 'default' })).status).toBe(409);
    expect((await create({ id: 'especial-nuevo', route: '/', layout: 'default' })).status).toBe(409);
    const made = await create({ id: 'especial-nuevo', route: '/especial-nuevo/', layout: 'default' });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      $schema: '../../schema/page-config.schema.json',
      id: 'especial-nuevo',
      route: '/especial-nuevo/',
      layout: 'default',
      // The layout's areas, empty (contracts/layout-areas.ts).
      areas: { header: [], main: [], footer: [] },
    });
    const del = () => call(server, 'DELETE', '/api/editor/pages/semana/especial-nuevo', { token: editor.token });
    expect((await del()).status).toBe(403);
    await grant(editor.email, { roles: ['admin'], allowUnverified: true });
    expect((await del()).status).toBe(204);
    expect((await call(server, 'GET', '/api/editor/pages/semana/especial-nuevo', { token: editor.token })).status).toBe(
      404,
    );
  });

  it('reorders a collection with If-Match; readers get the new order', async () => {
    const got = await call(server, 'GET', '/api/editor/collections/semana/portada', { token: editor.token });
    expect(got.status).toBe(200);
    const reversed = [...got.body.storyIds].reverse();
    const put = (tag: string) =>
      call(server, 'PUT', '/api/editor/collections/semana/portada', {
        token: editor.token,
        body: { storyIds: reversed },
        headers: { 'If-Match': tag },
      });
    const saved = await put(got.headers.get('etag')!);
    expect(saved.status).toBe(200);
    expect(saved.body.storyIds).toEqual(reversed);
    expect((await put(got.headers.get('etag')!)).status).toBe(412);
    const html = await home();
    const first = saved.body.stories[0].headline as string;
    const second = saved.body.stories[1].headline as string;
    expect(html.indexOf(first)).toBeGreaterThan(-1);
    expect(html.indexOf(first)).toBeLessThan(html.indexOf(second));
  });

  it("refuses a cookie session's change without X-Editor-CSRF or from another origin (403 CSRF)", async () => {
    const login = await fetch(`${server.url}/identity/public/v1/auth/login?cookie=true`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userName: editor.email, credentials: 'Clave1234', grantType: 'password' }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toContain('arc_access_token=');
    const page = await call(server, 'GET', '/api/editor/pages/semana/semana-home', { headers: { cookie } });
    expect(page.status).toBe(200);
    const save = (headers: Record<string, string>) =>
      call(server, 'PUT', '/api/editor/pages/semana/semana-home', {
        body: page.body,
        headers: { cookie, 'If-Match': page.headers.get('etag')!, ...headers },
      });
    const missing = await save({});
    expect(missing.status).toBe(403);
    expect(missing.body.code).toBe('CSRF');
    const foreign = await save({ 'X-Editor-CSRF': '1', Origin: 'https://elsewhere.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('CSRF');
    expect((await save({ 'X-Editor-CSRF': '1', Origin: server.url })).status).toBe(200);
  });

  it('answers 400 for an unknown site, and 428 and 422 for collection writes as documented', async () => {
    const unknown = await call(server, 'GET', '/api/editor/pages?site=nadie', { token: editor.token });
    expect(unknown.status).toBe(400);
    const got = await call(server, 'GET', '/api/editor/collections/semana/ultimas', { token: editor.token });
    const put = (storyIds: string[], headers: Record<string, string>) =>
      call(server, 'PUT', '/api/editor/collections/semana/ultimas', {
        token: editor.token,
        body: { storyIds },
        headers,
      });
    const noIfMatch = await put(got.body.storyIds, {});
    expect(noIfMatch.status).toBe(428);
    expect(noIfMatch.body.code).toBe('IF_MATCH_REQUIRED');
    const invalid = await put([got.body.storyIds[0], 'NO-EXISTE'], { 'If-Match': got.headers.get('etag')! });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual([
      { pointer: '/storyIds/1', message: 'NO-EXISTE no es una historia de semana', block: null },
    ]);
  });
});
