import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from './helpers/test-server';
import { call } from './accounts/storage';
import { newReader } from './accounts/readers';
import type { AccountsControls } from '../server/accounts/router';
import { pages } from '../server/editor/schema';
import { importPages } from '../server/editor/exchange';
import { invalidRoute } from '../schema/page-checks';
import { es } from '../editor/messages';
import type { PageConfig } from '../runtime/types';

/** Each of these was accepted (201) and, once published, made every uncached page of every site a 500 (issue 24). */
const BAD_ROUTES = ['/(', '/:', '/{', '/*', '/a?'];
const ADMIN = 'page-routes-admin-token';

let server: TestServer;
let editor: { email: string; token: string };
const logged: string[] = [];

beforeAll(async () => {
  const log = pino({ level: 'error' }, { write: (line: string) => void logged.push(line) });
  server = await startTestServer({ adminToken: ADMIN, log });
  editor = await newReader({ ...server, controls: server.app.locals.accounts as AccountsControls });
  const granted = await call(server, 'PUT', `/api/admin/users/${encodeURIComponent(editor.email)}/roles`, {
    token: ADMIN,
    body: { roles: ['publisher'], sites: ['semana'], allowUnverified: true },
  });
  expect(granted.status).toBe(200);
});
afterAll(() => server.close());

const asEditor = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  call(server, method, path, { token: editor.token, body, headers });
const routeError = expect.objectContaining({
  pointer: '/route',
  message: expect.stringMatching(/^no es un patrón de ruta válido: /),
  block: null,
});
const status = async (path: string) => (await fetch(server.url + path)).status;

describe('a route that is not a path pattern', () => {
  it('is refused at create with 422 on /route, in Spanish', async () => {
    for (const [i, route] of BAD_ROUTES.entries()) {
      const res = await asEditor('POST', '/api/editor/pages/semana', {
        id: `ruta-mala-${i}`,
        route,
        layout: 'default',
      });
      expect(res.status, route).toBe(422);
      expect(res.body.errors, route).toEqual([routeError]);
    }
    const list = await asEditor('GET', '/api/editor/pages?site=semana');
    expect(list.body.map((p: { id: string }) => p.id)).not.toContain('ruta-mala-0');
  });

  it('is refused at save and at preview, and a good route still saves', async () => {
    const created = await asEditor('POST', '/api/editor/pages/semana', {
      id: 'ruta-buena',
      route: '/ruta-buena/',
      layout: 'default',
    });
    expect(created.status).toBe(201);
    const etag = created.headers.get('etag')!;
    for (const route of BAD_ROUTES) {
      const page = { ...created.body, route };
      const saved = await asEditor('PUT', '/api/editor/pages/semana/ruta-buena', page, { 'If-Match': etag });
      expect(saved.status, route).toBe(422);
      expect(saved.body.errors, route).toContainEqual(routeError);
      const preview = await asEditor('POST', '/api/editor/preview', { site: 'semana', page, path: '/x/' });
      expect(preview.status, route).toBe(422);
      expect(preview.body.errors, route).toContainEqual(routeError);
    }
    const good = { ...created.body, route: '/ruta-buena/:parte/' };
    expect((await asEditor('PUT', '/api/editor/pages/semana/ruta-buena', good, { 'If-Match': etag })).status).toBe(200);
  });

  it('is refused at publish when a draft in the database already has one', async () => {
    const created = await asEditor('POST', '/api/editor/pages/semana', {
      id: 'borrador-viejo',
      route: '/borrador-viejo/',
      layout: 'default',
    });
    expect(created.status).toBe(201);
    for (const route of BAD_ROUTES) {
      // A draft saved before routes were checked: only the database can hold it now.
      await server.database.db
        .update(pages)
        .set({ route, doc: { ...(created.body as PageConfig), route } })
        .where(and(eq(pages.site, 'semana'), eq(pages.id, 'borrador-viejo')));
      const draft = await asEditor('GET', '/api/editor/pages/semana/borrador-viejo');
      const res = await asEditor('POST', '/api/editor/pages/semana/borrador-viejo/publish', undefined, {
        'If-Match': draft.headers.get('etag')!,
      });
      expect(res.status, route).toBe(422);
      expect(res.body.errors, route).toContainEqual(routeError);
    }
  });

  it('is refused by the import, which imports the other files', async () => {
    const page = (id: string, route: string): PageConfig => ({ id, route, layout: 'default', areas: { main: [] } });
    const report = await importPages(server.database.db, [
      { file: 'page-configs/semana/importada-mala.json', page: page('importada-mala', '/(') },
      { file: 'page-configs/semana/importada-buena.json', page: page('importada-buena', '/importada/') },
    ]);
    expect(report.refused).toEqual([
      { file: 'page-configs/semana/importada-mala.json', reason: expect.stringContaining('/(') },
    ]);
    expect(report.added).toEqual(['page-configs/semana/importada-buena.json']);
  });

  it('is an error of npm run validate, worded in Spanish for the editor', () => {
    for (const route of BAD_ROUTES) {
      const errors = invalidRoute({ file: 'page-configs/semana/x.json', json: { route } });
      expect(
        errors.map((e) => e.pointer),
        route,
      ).toEqual(['/route']);
      expect(es(errors[0].message), route).toMatch(/^no es un patrón de ruta válido: (el carácter|falta)/);
    }
    expect(es(invalidRoute({ file: 'f', json: { route: '/(' } })[0].message)).toBe(
      'no es un patrón de ruta válido: el carácter "(" de la posición 2 tiene un significado especial ' +
        '(escríbelo \\( o quítalo)',
    );
    expect(invalidRoute({ file: 'f', json: { route: '/:section/articulo/*rest' } })).toEqual([]);
  });
});

describe('a bad route already stored', () => {
  it('is skipped and logged; the other pages of its site and of every other site keep answering', async () => {
    const rows = ['semana', 'shared'].map((site) => {
      const doc: PageConfig = { id: `fila-mala-${site}`, route: '/(', layout: 'default', areas: { main: [] } };
      return { site, id: doc.id, file: `${site}/${doc.id}.json`, route: doc.route, doc, version: 1 };
    });
    await server.database.db
      .insert(pages)
      .values(rows.map((r) => ({ ...r, published: r.doc, publishedVersion: 1, updatedBy: 'antes-del-arreglo' })));
    // The page snapshot is read on a request, and re-read within a second of a change in the table.
    const skippedLines = async () => {
      expect(await status('/?_website=semana')).toBe(200);
      return logged.filter((l) => l.includes('page skipped: its route is not a valid pattern')).length;
    };
    await expect.poll(skippedLines).toBeGreaterThan(0);
    const skipped = logged.map((l) => JSON.parse(l) as { msg: string; file?: string; route?: string });
    expect(skipped).toContainEqual(
      expect.objectContaining({ file: 'page-configs/semana/fila-mala-semana.json', route: '/(' }),
    );
    for (const site of ['semana', 'soho', 'mujeres', 'elpais'])
      expect(await status(`/?_website=${site}`), site).toBe(200);
    // A shared page, which every site serves, beside the bad shared row.
    expect(await status('/autogestion/datos-acceso/?_website=soho')).toBe(200);
  });
});
