import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';
import { call } from './accounts/storage';
import { newReader } from './accounts/readers';
import type { AccountsControls } from '../server/accounts/router';
import { pages } from '../server/editor/schema';
import { importPages } from '../server/editor/exchange';
import { NODE_ID } from '../runtime/node-ids';
import type { PageConfig, PageNode } from '../runtime/types';

// Issue 25, items 2 and 8: stable node ids on every write path, and a history that says what each version was.
const ADMIN = 'editor-history-admin-token';
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ adminToken: ADMIN });
  const editor = await newReader({ ...server, controls: server.app.locals.accounts as AccountsControls });
  token = editor.token;
  const granted = await call(server, 'PUT', `/api/admin/users/${encodeURIComponent(editor.email)}/roles`, {
    token: ADMIN,
    body: { roles: ['publisher'], sites: ['semana'], allowUnverified: true },
  });
  if (granted.status !== 200) throw new Error(`granting the editor answered ${granted.status}`);
});
afterAll(() => server?.close());

const api = (method: string, path: string, opts: { body?: unknown; headers?: Record<string, string> } = {}) =>
  call(server, method, `/api/editor${path}`, { token, ...opts });
const grid = (title: string, id?: string): PageNode => ({
  ...(id ? { id } : {}),
  block: 'article-card-grid',
  version: 1,
  config: { published: true, title, section: 'nacion', feedSize: 4 },
});
const nodeIds = (page: PageConfig): string[] => {
  const out: string[] = [];
  const walk = (nodes: PageNode[]) =>
    nodes.forEach((n) => {
      out.push(n.id ?? '(sin id)');
      if ('children' in n) Object.values(n.children).forEach(walk);
    });
  Object.values(page.areas).forEach(walk);
  return out;
};
type Version = { version: number; kind: string; live: boolean; savedBy: string; savedAt: string };
const history = async (id: string) => (await api('GET', `/pages/semana/${id}/versions`)).body as unknown as Version[];

describe('stable node ids', () => {
  it('a save without ids, or with a repeated or malformed one, is stored with ids unique in the page', async () => {
    const made = await api('POST', '/pages/semana', {
      body: { id: 'ids-especial', route: '/ids-especial/', layout: 'default' },
    });
    expect(made.status).toBe(201);
    const page = { ...made.body, areas: { main: [grid('Uno'), grid('Dos', 'abcdefgh'), grid('Tres', 'abcdefgh')] } };
    page.areas.main.push({ ...grid('Cuatro'), id: 'no es un id' });
    const saved = await api('PUT', '/pages/semana/ids-especial', {
      body: page,
      headers: { 'If-Match': made.headers.get('etag')! },
    });
    expect(saved.status).toBe(200);
    const ids = nodeIds(saved.body as PageConfig);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).toMatch(NODE_ID);
    expect(ids[1]).toBe('abcdefgh');
    const again = await api('GET', '/pages/semana/ids-especial');
    expect(nodeIds(again.body as PageConfig)).toEqual(ids);
  });

  it('a page stored without ids opens with the same ids each time, and saves with the ETag it came with', async () => {
    const doc: PageConfig = { id: 'sin-ids', route: '/sin-ids/', layout: 'default', areas: { main: [grid('Viejo')] } };
    await server.database.db.insert(pages).values({
      site: 'semana',
      id: 'sin-ids',
      file: 'semana/sin-ids.json',
      route: doc.route,
      doc,
      version: 1,
      updatedBy: 'antes',
    });
    const first = await api('GET', '/pages/semana/sin-ids');
    const second = await api('GET', '/pages/semana/sin-ids');
    expect(nodeIds(first.body as PageConfig)[0]).toMatch(NODE_ID);
    expect(nodeIds(second.body as PageConfig)).toEqual(nodeIds(first.body as PageConfig));
    const saved = await api('PUT', '/pages/semana/sin-ids', {
      body: first.body,
      headers: { 'If-Match': first.headers.get('etag')! },
    });
    expect(saved.status).toBe(200);
    expect(nodeIds(saved.body as PageConfig)).toEqual(nodeIds(first.body as PageConfig));
  });

  it('pages:import gives a file without ids its ids, and importing it again changes nothing', async () => {
    const file = {
      file: 'page-configs/semana/importada.json',
      page: { id: 'importada', route: '/importada/', layout: 'default', areas: { main: [grid('Importada')] } },
    };
    expect((await importPages(server.database.db, [file])).added).toEqual([file.file]);
    const stored = await api('GET', '/pages/semana/importada');
    expect(nodeIds(stored.body as PageConfig)[0]).toMatch(NODE_ID);
    expect((await importPages(server.database.db, [file])).unchanged).toEqual([file.file]);
  });
});

describe('a history you can trust', () => {
  it('says what each version was, who saved it and when, and marks exactly the one readers get', async () => {
    const got = await api('GET', '/pages/semana/semana-home');
    const page = got.body as PageConfig;
    const seededIds = nodeIds(page);
    const put = (body: unknown, etag: string, query = '') =>
      api('PUT', `/pages/semana/semana-home${query}`, { body, headers: { 'If-Match': etag } });
    const publish = (etag: string) =>
      api('POST', '/pages/semana/semana-home/publish', { headers: { 'If-Match': etag } });
    expect((await put(page, got.headers.get('etag')!, '?kind=publish')).status).toBe(400);

    page.areas.main.splice(1, 0, grid('Insertada'));
    const saved = await put(page, got.headers.get('etag')!);
    const auto = await put(
      { ...page, meta: { ...page.meta, title: 'Autoguardada' } },
      saved.headers.get('etag')!,
      '?kind=autosave',
    );
    expect(auto.status).toBe(200);
    expect((await history('semana-home')).filter((v) => v.live)).toEqual([expect.objectContaining({ version: 1 })]);

    const published = await publish(auto.headers.get('etag')!);
    expect(published.status).toBe(200);
    const back = await api('POST', '/pages/semana/semana-home/rollback', { body: { version: 1 } });
    expect(back.status).toBe(200);
    expect(nodeIds(back.body as PageConfig)).toEqual(seededIds);
    expect((await publish(back.headers.get('etag')!)).status).toBe(200);

    const versions = await history('semana-home');
    expect(versions.map((v) => [v.version, v.kind, v.live])).toEqual([
      [6, 'publish', true],
      [5, 'rollback', false],
      [4, 'publish', false],
      [3, 'autosave', false],
      [2, 'save', false],
      [1, 'publish', false],
    ]);
    expect(versions[0].savedBy).toMatch(/@semana\.com$/);
    expect(Date.parse(versions[0].savedAt)).toBeGreaterThan(Date.parse(versions[5].savedAt) - 1);
  });

  it('gives any version as page JSON, which the preview renders before it is restored', async () => {
    const old = await api('GET', '/pages/semana/semana-home/versions/3');
    expect(old.status).toBe(200);
    expect(JSON.stringify(old.body)).toContain('Insertada');
    expect(nodeIds(old.body as PageConfig).every((id) => NODE_ID.test(id))).toBe(true);
    const preview = await api('POST', '/preview', { body: { site: 'semana', page: old.body } });
    expect(preview.status).toBe(200);
    expect(String(preview.body)).toContain('Insertada');
    expect((await api('GET', '/pages/semana/semana-home/versions/99')).status).toBe(404);
  });

  it("records a collection's seeded order as its first version, so the first reorder can be undone", async () => {
    const got = await api('GET', '/collections/semana/portada');
    const seeded = got.body.storyIds as string[];
    const first = await api('GET', '/collections/semana/portada/versions');
    expect(first.body).toEqual([expect.objectContaining({ version: 1, storyIds: seeded })]);
    const reordered = await api('PUT', '/collections/semana/portada', {
      body: { storyIds: [...seeded].reverse() },
      headers: { 'If-Match': got.headers.get('etag')! },
    });
    expect(reordered.status).toBe(200);
    const versions = (await api('GET', '/collections/semana/portada/versions')).body as { storyIds: string[] }[];
    expect(versions.map((v) => v.storyIds)).toEqual([[...seeded].reverse(), seeded]);
    const undone = await api('PUT', '/collections/semana/portada', {
      body: { storyIds: versions[1].storyIds },
      headers: { 'If-Match': reordered.headers.get('etag')! },
    });
    expect(undone.body.storyIds).toEqual(seeded);
  });
});
