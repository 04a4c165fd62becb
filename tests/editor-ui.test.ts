import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_MANIFEST, type Boot } from '../editor/boot';
import { readManifest, scanHtml } from '../bench/js-weight';
import { clientDir } from '../server/render/assets';
import { signUpReader } from './helpers/readers';
import { startTestServer, type TestServer } from './helpers/test-server';

// The client builds in dist/client: vitest's global setup makes both (`npm run build` by hand).
let server: TestServer;
// An account with an editor role gets the shell; which pages it may edit is the API's answer.
const ADMIN = 'editor-ui-admin';
let cookie: string;
let readerCookie: string;
beforeAll(async () => {
  server = await startTestServer({ adminToken: ADMIN });
  ({ cookie } = await signUpReader(
    server.url,
    { email: 'shell.editor@example.com', password: 'Clave2026s', firstName: 'Sara' },
    { cookie: true },
  ));
  const grant = await fetch(`${server.url}/api/admin/users/shell.editor%40example.com/roles`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ roles: ['publisher'], allowUnverified: true }),
  });
  expect(grant.status).toBe(200);
  ({ cookie: readerCookie } = await signUpReader(
    server.url,
    { email: 'shell.reader@example.com', password: 'Clave2026s', firstName: 'Rita' },
    { cookie: true },
  ));
});
afterAll(() => server?.close());

const editorManifest = () =>
  JSON.parse(fs.readFileSync(path.join(clientDir, EDITOR_MANIFEST), 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; css?: string[] }
  >;

describe('the editor shell at /_editor/', () => {
  it("serves the editor's own bundle with the site's sign-in address and the sites to choose from", async () => {
    const res = await fetch(`${server.url}/_editor/soho/?_website=soho`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await res.text();
    const entry = editorManifest()['editor/main.tsx'];
    expect(html).toContain(`<script type="module" src="/${entry.file}"></script>`);
    const boot = JSON.parse(
      html.match(/<script type="application\/json" id="editor-boot">(.*?)<\/script>/)![1],
    ) as Boot;
    expect(boot.site).toBe('soho');
    expect(boot.signInUrl).toBe('/login-soho/?redirect=%2F_editor%2Fsoho%2F');
    expect(boot.sites.map((s) => s.slug)).toContain('semana');
    const script = await fetch(`${server.url}/${entry.file}`);
    expect(script.status).toBe(200);
  });

  it("sends a visitor with no session to the site's sign-in page, back to the same deep link", async () => {
    const res = await fetch(`${server.url}/_editor/soho/pages/soho-home?_website=soho`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login-soho/?redirect=%2F_editor%2Fsoho%2Fpages%2Fsoho-home');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers the shell at the addresses of a page, a collection and the review queue (a reload or a shared link)', async () => {
    for (const path of [
      '/_editor/semana/pages/semana-home',
      '/_editor/semana/collections/portada',
      '/_editor/semana/reviews',
    ]) {
      const res = await fetch(`${server.url}${path}`, { headers: { cookie } });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<div id="editor"></div>');
      expect(html).toContain('"site":"semana"');
    }
  });

  it("sends /_editor/?_website= on to that site's home, and says so of an address that names nothing", async () => {
    const res = await fetch(`${server.url}/_editor/?_website=semana`, { headers: { cookie }, redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/_editor/semana/');
    const bare = await fetch(`${server.url}/_editor/semana`, { headers: { cookie }, redirect: 'manual' });
    expect(bare.headers.get('location')).toBe('/_editor/semana/');
    for (const path of [
      '/_editor/nadie/',
      '/_editor/semana/otra-cosa/x',
      '/_editor/semana/pages/a/b',
      '/_editor/semana/reviews/x',
    ]) {
      const res = await fetch(`${server.url}${path}`, { headers: { cookie }, redirect: 'manual' });
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('Esta dirección del editor no existe.');
    }
  });

  it('tells a signed-in reader with no editor role so (403), without loading any of the editor', async () => {
    const res = await fetch(`${server.url}/_editor/soho/?_website=soho`, { headers: { cookie: readerCookie } });
    expect(res.status).toBe(403);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('Tu cuenta no tiene el rol de editor.');
    expect(html).toContain('Ingresar con otra cuenta');
    expect(html).not.toContain('<script');
  });

  it("answers /_editor with a redirect to the site's home in the editor", async () => {
    const res = await fetch(`${server.url}/_editor?_website=soho`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/_editor/soho/');
  });
});

describe("readers' pages do not get the editor's code", () => {
  it("the readers' build holds no editor module, and the two builds share no file", () => {
    const readers = readManifest();
    const editor = editorManifest();
    expect(Object.keys(readers).filter((k) => k.startsWith('editor/'))).toEqual([]);
    const readerFiles = new Set(Object.values(readers).map((c) => c.file));
    const editorFiles = Object.values(editor).flatMap((c) => [c.file, ...(c.css ?? [])]);
    expect(editorFiles.filter((f) => readerFiles.has(f))).toEqual([]);
    expect(editor['editor/main.tsx'].imports ?? []).toEqual([]);
  });

  it("a home page loads none of the editor's files", async () => {
    const html = await (await fetch(`${server.url}/?_website=semana`)).text();
    const { urls } = scanHtml(html);
    expect(urls.length).toBeGreaterThan(0);
    const editorFiles = Object.values(editorManifest()).flatMap((c) => [c.file, ...(c.css ?? [])]);
    expect(editorFiles.filter((f) => html.includes(f))).toEqual([]);
    expect(urls.filter((u) => editorFiles.includes(u.slice(1)))).toEqual([]);
  });
});
