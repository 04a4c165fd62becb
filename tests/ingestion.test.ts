import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from './helpers/test-server';
import { openDatabase } from '../server/db/client';
import { content } from '../server/db/schema';
import { rootDir } from '../server/config';

const TOKEN = 'test-admin-token';
const fixture = (name: string) => JSON.parse(fs.readFileSync(path.join(rootDir, 'fixtures/ans', name), 'utf8'));
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: false, adminToken: TOKEN });
});
afterAll(() => server.close());

const put = (doc: { _id: string }, token = TOKEN) =>
  fetch(`${server.url}/api/admin/content/${doc._id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(doc),
  });
const list = async () =>
  (await (
    await fetch(
      `${server.url}/api/content/content-apir?query=${encodeURIComponent('{"includeSections":"nacion","sourceInclude":"headlines"}')}`,
    )
  ).json()) as {
    content_elements: { headlines: { basic: string } }[];
  };

describe('content admin API', () => {
  it('refuses requests without the admin bearer token', async () => {
    expect((await put(fixture('good-story.json'), 'wrong')).status).toBe(401);
  });

  it('rejects a broken document with its id, JSON pointers and rules, and writes nothing', async () => {
    const res = await put(fixture('broken-story.json'));
    expect(res.status).toBe(422);
    const body = await res.json();
    // The official schema's problems and our site rules', in one answer (decision 0088).
    expect(body.problems).toEqual(
      expect.arrayContaining([
        { id: 'BROKEN1', pointer: '/canonical_url', rule: expect.stringContaining('/') },
        { id: 'BROKEN1', pointer: '/x_custom_field', rule: expect.stringContaining('not an ANS property') },
        { id: 'BROKEN1', pointer: '/display_date', rule: expect.stringContaining('date-time') },
      ]),
    );
    expect(await server.database.db.select().from(content).where(eq(content.id, 'BROKEN1'))).toEqual([]);
  });

  it('refuses a canonical_url that is not a site-relative path (it becomes a redirect target)', async () => {
    const doc = fixture('good-story.json');
    for (const url of [
      '//evil.example/x/',
      '/\\evil.example/x/',
      '/x\\y/',
      'https://evil.example/x/',
      'javascript:alert(1)//',
      '/\t/evil.example/',
      '/nacion/\n/x/',
      '/',
    ]) {
      const res = await put({ ...doc, _id: 'EVIL1', canonical_url: url });
      expect(res.status, url).toBe(422);
      expect((await res.json()).problems, url).toEqual([
        { id: 'EVIL1', pointer: '/canonical_url', rule: expect.stringContaining('site-relative path') },
      ]);
    }
    expect(await server.database.db.select().from(content).where(eq(content.id, 'EVIL1'))).toEqual([]);
  });

  it('publishes: once the call returns the page and the lists show the new version', async () => {
    const doc = fixture('good-story.json');
    expect((await list()).content_elements).toEqual([]); // cached empty answer
    expect((await put(doc)).status).toBe(201);
    expect((await list()).content_elements.map((d) => d.headlines.basic)).toEqual([doc.headlines.basic]);
    const page = await fetch(`${server.url}${doc.canonical_url}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Gobierno presenta plan de vías terciarias');
    const [row] = await server.database.db.select().from(content).where(eq(content.id, 'IMPORT1'));
    // Custom data (ANS additional_properties) and element types the site does not know are kept.
    expect(row.doc).toMatchObject({
      additional_properties: { x_custom_field: { kept: true } },
      content_elements: [{ type: 'text' }, { type: 'poll', question: '¿Conoce su vía?' }],
    });
  });

  it('an update with a new canonical URL answers 301 from the old one', async () => {
    const doc = fixture('good-story.json');
    const moved = {
      ...doc,
      headlines: { basic: 'Plan de vías terciarias, con cambios' },
      canonical_url: '/nacion/articulo/plan-de-vias/IMPORT1/',
    };
    expect((await put(moved)).status).toBe(200);
    const old = await fetch(`${server.url}${doc.canonical_url}`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(moved.canonical_url);
    expect((await list()).content_elements.map((d) => d.headlines.basic)).toEqual([
      'Plan de vías terciarias, con cambios',
    ]);
  });

  it('DELETE unpublishes: the URL answers 410 and the story leaves the lists', async () => {
    const res = await fetch(`${server.url}/api/admin/content/IMPORT1`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(204);
    expect((await fetch(`${server.url}/nacion/articulo/plan-de-vias/IMPORT1/`)).status).toBe(410);
    expect((await list()).content_elements).toEqual([]);
  });

  it('accepts ANS 0.10 tags with text only and files the story under the slug of the text', async () => {
    const doc = {
      ...fixture('good-story.json'),
      _id: 'TEXTTAGS1',
      canonical_url: '/nacion/articulo/etiquetas-sin-slug/TEXTTAGS1/',
      taxonomy: {
        ...fixture('good-story.json').taxonomy,
        tags: [{ text: 'Guacamayas del Amazonas' }, { text: 'Vías', slug: 'vias' }],
      },
    };
    expect((await put(doc)).status).toBe(201);
    const [row] = await server.database.db.select().from(content).where(eq(content.id, 'TEXTTAGS1'));
    expect(row.tags).toEqual(['guacamayas-del-amazonas', 'vias']);
    expect(row.doc).toMatchObject({ taxonomy: { tags: [{ text: 'Guacamayas del Amazonas' }, { slug: 'vias' }] } });
    const query = encodeURIComponent('{"tagSlug":"guacamayas-del-amazonas","sourceInclude":"_id"}');
    const tagged = (await (await fetch(`${server.url}/api/content/content-apir-tag?query=${query}`)).json()) as {
      content_elements: { _id: string }[];
    };
    expect(tagged.content_elements.map((d) => d._id)).toEqual(['TEXTTAGS1']);
  });
});

describe('npm run content:import', () => {
  it('imports a folder with one broken file: the rest is imported and the broken one reported', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-'));
    const run = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'server/content/import-cli.ts', 'fixtures/ans'],
      {
        cwd: rootDir,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      },
    );
    const failure = await run.then(
      () => null,
      (err: { code: number; stdout: string; stderr: string }) => err,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toContain('2 created, 0 updated, 1 rejected (3 files)');
    expect(failure?.stderr).toMatch(/broken-story\.json BROKEN1 \/canonical_url/);
    const database = await openDatabase({ dataDir });
    const ids = (await database.db.select({ id: content.id }).from(content)).map((r) => r.id).sort();
    await database.close();
    expect(ids).toEqual(['IMPORT1', 'IMPORT2']);
  }, 120_000); // a separate Node process that opens its own PGlite
});
