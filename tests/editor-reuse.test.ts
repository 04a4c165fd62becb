import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';
import { grantedReader } from './helpers/editors';
import { call } from './accounts/storage';

// Issue 26, items 4 and 5: copies and templates of pages; reusable block groups, copied or linked.
const ADMIN = 'editor-reuse-admin-token';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ adminToken: ADMIN });
});
afterAll(() => server.close());

const withRoles = (roles: string[], sites?: string[]) => grantedReader(server, ADMIN, roles, sites);

const title = (text: string) => ({ block: 'hidden-title', version: 1, config: { published: true, title: text } });
const reader = async (path: string, site = 'semana') => (await fetch(`${server.url}${path}?_website=${site}`)).text();

describe('copies and templates', () => {
  it('copies a page within its site and to another site, as a draft with the new id and route', async () => {
    const ed = await withRoles(['editor'], ['semana', 'soho']);
    const copy = await call(server, 'POST', '/api/editor/pages/semana/copies', {
      token: ed.token,
      body: { id: 'emprendedores-2', route: '/emprendedores-2/', from: { site: 'semana', id: 'semana-emprendedores' } },
    });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ id: 'emprendedores-2', route: '/emprendedores-2/', layout: 'landing' });
    expect(JSON.stringify(copy.body)).toContain('Emprendedores Semana');
    const away = await call(server, 'POST', '/api/editor/pages/soho/copies', {
      token: ed.token,
      body: { id: 'emprendedores', route: '/emprendedores/', from: { site: 'semana', id: 'semana-emprendedores' } },
    });
    expect(away.status).toBe(201);
    const list = await call<{ id: string; published: boolean }[]>(server, 'GET', '/api/editor/pages?site=soho', {
      token: ed.token,
    });
    expect(list.body.find((p) => p.id === 'emprendedores')).toMatchObject({ published: false });
  });

  it('refuses a source or a target the editor may not edit (403) and a taken id or route (409)', async () => {
    const ed = await withRoles(['editor'], ['semana']);
    const from = { site: 'semana', id: 'semana-emprendedores' };
    const foreign = await call(server, 'POST', '/api/editor/pages/semana/copies', {
      token: ed.token,
      body: { id: 'de-mujeres', route: '/de-mujeres/', from: { site: 'mujeres', id: 'mujeres-home' } },
    });
    expect(foreign.status).toBe(403);
    const elsewhere = await call(server, 'POST', '/api/editor/pages/soho/copies', {
      token: ed.token,
      body: { id: 'x', route: '/x/', from },
    });
    expect(elsewhere.status).toBe(403);
    const route = await call(server, 'POST', '/api/editor/pages/semana/copies', {
      token: ed.token,
      body: { id: 'otra', route: '/emprendedores/', from },
    });
    expect(route.status).toBe(409);
    expect(route.body).toMatchObject({ code: 'ROUTE_EXISTS' });
    const id = await call(server, 'POST', '/api/editor/pages/semana/copies', {
      token: ed.token,
      body: { id: 'semana-home', route: '/otra/', from },
    });
    expect(id.body).toMatchObject({ code: 'ID_EXISTS' });
    const bad = await call(server, 'POST', '/api/editor/pages/semana/copies', {
      token: ed.token,
      body: { id: 'Mal Id', route: 'sin-barra', from },
    });
    expect(bad.status).toBe(400);
  });

  it('validates a copy for the target site: 422 names the pointer of what that site lacks', async () => {
    const ed = await withRoles(['editor'], ['semana', 'semanarural']);
    const res = await call<{ errors: { pointer: string }[] }>(server, 'POST', '/api/editor/pages/semana/copies', {
      token: ed.token,
      body: { id: 'rural', route: '/rural/', from: { site: 'semanarural', id: 'semanarural-home' } },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e) => e.pointer)).toContain('/areas/main/1/children/main/0/config/section');
  });

  it('saves templates per site and shared, lists them, makes pages from them and lets only the creator delete', async () => {
    const ed = await withRoles(['editor'], ['semana']);
    const all = await withRoles(['editor']);
    const from = { site: 'semana', id: 'semana-emprendedores' };
    const own = await call(server, 'POST', '/api/editor/templates/semana', {
      token: ed.token,
      body: { name: 'Landing de comunidad', from },
    });
    expect(own.status).toBe(201);
    const shared = await call(server, 'POST', '/api/editor/templates/shared', {
      token: all.token,
      body: { name: 'Comunidad para todos', from },
    });
    expect(shared.status).toBe(201);
    const notShared = await call(server, 'POST', '/api/editor/templates/shared', {
      token: ed.token,
      body: { name: 'No', from },
    });
    expect(notShared.status).toBe(403);
    const names = async (site: string) =>
      (
        await call<{ name: string }[]>(server, 'GET', `/api/editor/templates?site=${site}`, { token: all.token })
      ).body.map((t) => t.name);
    expect(await names('semana')).toEqual(['Comunidad para todos', 'Landing de comunidad']);
    expect(await names('soho')).toEqual(['Comunidad para todos']);

    const made = await call(server, 'POST', '/api/editor/pages/semana/copies', {
      token: ed.token,
      body: { id: 'comunidad', route: '/comunidad/', from: { template: own.body.id } },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ id: 'comunidad', layout: 'landing' });

    const someoneElse = await call(server, 'DELETE', `/api/editor/templates/semana/${own.body.id}`, {
      token: all.token,
    });
    expect(someoneElse.status).toBe(403);
    const creator = await call(server, 'DELETE', `/api/editor/templates/semana/${own.body.id}`, { token: ed.token });
    expect(creator.status).toBe(204);
    expect(await names('semana')).toEqual(['Comunidad para todos']);
  });
});

describe('block groups', () => {
  it('refuses a group whose blocks fail validation, naming the pointer in the group', async () => {
    const ed = await withRoles(['editor'], ['semana']);
    const res = await call<{ errors: { pointer: string }[] }>(server, 'POST', '/api/editor/groups/semana', {
      token: ed.token,
      body: { name: 'Malo', nodes: [title('bien'), { block: 'hidden-title', version: 1, config: { title: 'x' } }] },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e) => e.pointer)).toContain('/nodes/1/config/published');
  });

  it('links a group into two pages: readers get its published blocks, and its publish reaches both', async () => {
    const pub = await withRoles(['publisher'], ['semana']);
    const made = await call(server, 'POST', '/api/editor/groups/semana', {
      token: pub.token,
      body: { name: 'Cierre electoral', nodes: [title('Resultados en vivo'), title('Boletín de la Registraduría')] },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ site: 'semana', id: 'cierre-electoral', published: false, usedBy: [] });
    const ref = { group: 'semana/cierre-electoral' };

    for (const id of ['semana-home', 'semana-emprendedores']) {
      const got = await call<{ areas: { main: unknown[] } }>(server, 'GET', `/api/editor/pages/semana/${id}`, {
        token: pub.token,
      });
      const page = { ...got.body, areas: { ...got.body.areas, main: [ref, ...got.body.areas.main] } };
      const saved = await call(server, 'PUT', `/api/editor/pages/semana/${id}`, {
        token: pub.token,
        body: page,
        headers: { 'If-Match': got.headers.get('etag')! },
      });
      expect(saved.status).toBe(200);
      const live = await call(server, 'POST', `/api/editor/pages/semana/${id}/publish`, {
        token: pub.token,
        headers: { 'If-Match': saved.headers.get('etag')! },
      });
      expect(live.status).toBe(200);
    }
    // Never published: the reference renders nothing yet.
    expect(await reader('/')).not.toContain('Resultados en vivo');

    const publish = async (etag: string) =>
      call(server, 'POST', '/api/editor/groups/semana/cierre-electoral/publish', {
        token: pub.token,
        headers: { 'If-Match': etag },
      });
    const first = await publish(made.headers.get('etag')!);
    expect(first.status).toBe(200);
    expect(await reader('/')).toContain('Resultados en vivo');
    expect(await reader('/emprendedores/')).toContain('Boletín de la Registraduría');

    const edited = await call(server, 'PUT', '/api/editor/groups/semana/cierre-electoral', {
      token: pub.token,
      body: { name: 'Cierre electoral', nodes: [title('Resultados finales')] },
      headers: { 'If-Match': first.headers.get('etag')! },
    });
    expect(edited.status).toBe(200);
    expect(await reader('/')).toContain('Resultados en vivo'); // a draft: readers keep the published group
    const second = await publish(edited.headers.get('etag')!);
    expect(second.status).toBe(200);
    for (const path of ['/', '/emprendedores/']) {
      const html = await reader(path);
      expect(html).toContain('Resultados finales');
      expect(html).not.toContain('Resultados en vivo');
    }
    const stale = await publish(made.headers.get('etag')!);
    expect(stale.status).toBe(412);

    const group = await call<{ usedBy: { site: string; id: string }[] }>(
      server,
      'GET',
      '/api/editor/groups/semana/cierre-electoral',
      { token: pub.token },
    );
    expect(group.body.usedBy.map((u) => u.id)).toEqual(['semana-emprendedores', 'semana-home']);
    const listed = await call<{ id: string }[]>(server, 'GET', '/api/editor/groups?site=semana', { token: pub.token });
    expect(listed.body.map((g) => g.id)).toContain('cierre-electoral');
  });

  it('lets an editor save a group but not publish it (403 NOT_PUBLISHER)', async () => {
    const ed = await withRoles(['editor'], ['semana']);
    const made = await call(server, 'POST', '/api/editor/groups/semana', {
      token: ed.token,
      body: { name: 'Borrador', nodes: [title('Uno')] },
    });
    const refused = await call(server, 'POST', `/api/editor/groups/semana/${made.body.id}/publish`, {
      token: ed.token,
      headers: { 'If-Match': made.headers.get('etag')! },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'NOT_PUBLISHER' });
  });

  it('answers 422 for a page linking a missing group or another site’s group', async () => {
    const ed = await withRoles(['editor'], ['semana', 'soho']);
    await call(server, 'POST', '/api/editor/groups/soho', {
      token: ed.token,
      body: { name: 'De Soho', nodes: [title('S')] },
    });
    const got = await call<{ areas: { main: unknown[] } }>(server, 'GET', '/api/editor/pages/semana/semana-home', {
      token: ed.token,
    });
    const refs = [{ group: 'semana/no-existe' }, { group: 'soho/de-soho' }];
    const res = await call<{ errors: { pointer: string; message: string }[] }>(
      server,
      'PUT',
      '/api/editor/pages/semana/semana-home',
      {
        token: ed.token,
        body: { ...got.body, areas: { ...got.body.areas, main: [...refs, ...got.body.areas.main] } },
        headers: { 'If-Match': got.headers.get('etag')! },
      },
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pointer: '/areas/main/0/group', message: 'no existe el grupo «semana/no-existe»' }),
        expect.objectContaining({
          pointer: '/areas/main/1/group',
          message: 'el grupo «soho/de-soho» es de otro sitio',
        }),
      ]),
    );
  });
});
