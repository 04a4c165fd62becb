import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';
import { call } from './accounts/storage';
import { newReader } from './accounts/readers';
import type { AccountsControls } from '../server/accounts/router';
import { SAFE_LINK_MESSAGE } from '../runtime/safe-link';

/**
 * One safe-link rule for editors (issue 24, item 7): a link a browser would follow off the site (`/\host`) is refused
 * at save, and one already stored (written before the rule, or by hand) is ignored at render.
 */
const ADMIN = 'safe-links-admin-token';
const ROUTE = '/enlaces-seguros/';
const EVIL = '/\\evil.example';
let server: TestServer;
let editor: { email: string; token: string };

beforeAll(async () => {
  server = await startTestServer({ adminToken: ADMIN });
  editor = await newReader({ ...server, controls: server.app.locals.accounts as AccountsControls });
  const body = { roles: ['publisher'], sites: ['semana'], allowUnverified: true };
  await call(server, 'PUT', `/api/admin/users/${encodeURIComponent(editor.email)}/roles`, { token: ADMIN, body });
});
afterAll(() => server.close());

const blocks = (link: string) => [
  { block: 'section-head', version: 1, config: { published: true, title: 'Sección segura', link } },
  { block: 'label-chips', version: 1, config: { published: true, labels: [{ text: 'Etiqueta segura', link }] } },
  { block: 'redirect', version: 1, config: { published: true, url: link } },
];

describe('a link field', () => {
  it('refuses /\\host at save with 422, the pointer and a Spanish message; a same-site path saves', async () => {
    const made = await call(server, 'POST', '/api/editor/pages/semana', {
      token: editor.token,
      body: { id: 'enlaces-seguros', route: ROUTE, layout: 'default' },
    });
    expect(made.status).toBe(201);
    const got = await call(server, 'GET', '/api/editor/pages/semana/enlaces-seguros', { token: editor.token });
    const put = (areas: object, etag: string) =>
      call(server, 'PUT', '/api/editor/pages/semana/enlaces-seguros', {
        token: editor.token,
        body: { ...got.body, areas },
        headers: { 'If-Match': etag },
      });
    const refused = await put({ main: blocks(EVIL) }, got.headers.get('etag')!);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toContainEqual({
      pointer: '/areas/main/0/config/link',
      block: 'section-head',
      message: SAFE_LINK_MESSAGE,
    });
    // A path of the site, except for the redirect (which would send the test's page away), saves and publishes.
    const saved = await put({ main: blocks('/nacion/').slice(0, 2) }, got.headers.get('etag')!);
    expect(saved.status).toBe(200);
    const published = await call(server, 'POST', '/api/editor/pages/semana/enlaces-seguros/publish', {
      token: editor.token,
      headers: { 'If-Match': saved.headers.get('etag')! },
    });
    expect(published.status).toBe(200);
    const html = await (await fetch(`${server.url}${ROUTE}?_website=semana`)).text();
    expect(html).toMatch(/<a href="\/nacion\/"[^>]*>Sección segura/);
  });

  it('stored with /\\host anyway, renders no off-site href and no redirect; the page still answers 200', async () => {
    const doc = { id: 'enlaces-seguros', route: ROUTE, layout: 'default', areas: { main: blocks(EVIL) } };
    await server.database.query(
      `update pages set published = $1::json, doc = $1::json, updated_at = now() where site = 'semana' and id = 'enlaces-seguros'`,
      [JSON.stringify(doc)],
    );
    await expect
      .poll(async () => (await fetch(`${server.url}${ROUTE}?_website=semana`)).text(), { timeout: 10_000 })
      .not.toContain('Sección segura');
    const res = await fetch(`${server.url}${ROUTE}?_website=semana`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('data-block="redirect"');
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => new URL(m[1], 'https://www.semana.com/').host);
    expect(hrefs.filter((host) => host.includes('evil'))).toEqual([]);
  });
});
