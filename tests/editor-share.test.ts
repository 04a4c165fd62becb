import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from './helpers/test-server';
import { grantedReader } from './helpers/editors';
import { call } from './accounts/storage';
import { previewLinks } from '../server/editor/schema';

// Issue 26: share a preview (item 2), page settings (item 6), a palette per site (item 8).
const ADMIN = 'editor-share-admin-token';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ adminToken: ADMIN });
});
afterAll(() => server.close());

const withRoles = (roles: string[], sites?: string[]) => grantedReader(server, ADMIN, roles, sites);

const PAGE = '/api/editor/pages/semana/semana-emprendedores';

/** Saves `edit(page)` as the draft; answers the save's status, body and the new version. */
async function saveDraft(
  token: string,
  path: string,
  edit: (page: Record<string, unknown>) => Record<string, unknown>,
) {
  const got = await call(server, 'GET', path, { token });
  const saved = await call(server, 'PUT', path, {
    token,
    body: edit(got.body),
    headers: { 'If-Match': got.headers.get('etag')! },
  });
  const version = Number(/^"(\d+)-/.exec(saved.headers.get('etag') ?? '')?.[1]);
  return { ...saved, version };
}

describe('preview links', () => {
  it('shows the draft to anyone with the link, never indexed nor cached, until it is revoked or expires', async () => {
    const editor = await withRoles(['editor'], ['semana']);
    const draft = await saveDraft(editor.token, PAGE, (p) => ({
      ...p,
      meta: { ...(p.meta as object), title: 'Borrador para la fuente' },
    }));
    expect(draft.status).toBe(200);

    const created = await call(server, 'POST', `${PAGE}/preview-links`, {
      token: editor.token,
      body: { version: draft.version, expiresInHours: 24 },
    });
    expect(created.status).toBe(201);
    const { url, id } = created.body as { url: string; id: string };
    expect(url).toMatch(/\/_preview\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    // The token says nothing readable about the page.
    expect(url).not.toMatch(/semana|emprendedores/);
    expect(Date.parse(created.body.expiresAt) - Date.now()).toBeGreaterThan(23 * 3600_000);

    // A fresh fetch, no session: the draft as a reader would get it.
    const opened = await fetch(url);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('x-robots-tag')).toContain('noindex');
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    // A page readers see carries the readers' Content-Security-Policy, here too.
    expect(opened.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await opened.text();
    expect(html).toContain('<title>Borrador para la fuente');
    expect(html).toContain('<meta name="robots" content="noindex');
    // Readers still get the published page.
    expect(await (await fetch(`${server.url}/emprendedores/?_website=semana`)).text()).not.toContain(
      'Borrador para la fuente',
    );

    const listed = await call(server, 'GET', `${PAGE}/preview-links`, { token: editor.token });
    expect(listed.body).toEqual([expect.objectContaining({ id, url, version: draft.version, state: 'active' })]);

    const revoked = await call(server, 'DELETE', `${PAGE}/preview-links/${id}`, { token: editor.token });
    expect(revoked.status).toBe(204);
    const gone = await fetch(url);
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain('ya no está disponible');
    const after = await call(server, 'GET', `${PAGE}/preview-links`, { token: editor.token });
    expect(after.body[0].state).toBe('revoked');
  });

  it('answers 410 once the link has expired', async () => {
    const editor = await withRoles(['editor'], ['semana']);
    const created = await call(server, 'POST', `${PAGE}/preview-links`, {
      token: editor.token,
      body: { version: 1, expiresInHours: 1 },
    });
    expect((await fetch(created.body.url)).status).toBe(200);
    // The hour passes: its expiry is moved to the past rather than waited for.
    await server.database.db
      .update(previewLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(previewLinks.id, created.body.id));
    const expired = await fetch(created.body.url);
    expect(expired.status).toBe(410);
    expect(expired.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers 404 to a forged or unknown token', async () => {
    const editor = await withRoles(['editor'], ['semana']);
    const created = await call(server, 'POST', `${PAGE}/preview-links`, {
      token: editor.token,
      body: { version: 1, expiresInHours: 2 },
    });
    const [id, sig] = (created.body.url as string).split('/_preview/')[1].split('.');
    const forged = `${id}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await fetch(`${server.url}/_preview/${forged}`)).status).toBe(404);
    expect((await fetch(`${server.url}/_preview/${'A'.repeat(22)}.${sig}`)).status).toBe(404);
    expect((await fetch(`${server.url}/_preview/semana-emprendedores`)).status).toBe(404);
  });

  it('refuses an editor of another site (403), a bad body (400) and a version the page never had (404)', async () => {
    const sohoEditor = await withRoles(['editor'], ['soho']);
    const other = await call(server, 'POST', `${PAGE}/preview-links`, {
      token: sohoEditor.token,
      body: { version: 1, expiresInHours: 2 },
    });
    expect(other.status).toBe(403);
    const listOther = await call(server, 'GET', `${PAGE}/preview-links`, { token: sohoEditor.token });
    expect(listOther.status).toBe(403);

    const editor = await withRoles(['editor'], ['semana']);
    for (const body of [{ version: 1, expiresInHours: 0 }, { version: 1, expiresInHours: 169 }, { version: 'x' }, []]) {
      const bad = await call(server, 'POST', `${PAGE}/preview-links`, { token: editor.token, body });
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('BAD_REQUEST');
    }
    const missing = await call(server, 'POST', `${PAGE}/preview-links`, {
      token: editor.token,
      body: { version: 999, expiresInHours: 2 },
    });
    expect(missing.status).toBe(404);
    const unknownLink = await call(server, 'DELETE', `${PAGE}/preview-links/nada`, { token: editor.token });
    expect(unknownLink.status).toBe(404);
  });
});

describe('page settings', () => {
  it('refuses a canonical address off the site (422 naming /meta/canonical)', async () => {
    const editor = await withRoles(['editor'], ['semana']);
    for (const canonical of ['https://www.soho.co/emprendedores/', 'http://www.semana.com/x', '//evil.example/']) {
      const saved = await saveDraft(editor.token, PAGE, (p) => ({ ...p, meta: { ...(p.meta as object), canonical } }));
      expect(saved.status).toBe(422);
      expect(saved.body.errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ pointer: '/meta/canonical' })]),
      );
    }
  });

  it('puts the social image, noindex and canonical of the settings in the published page head', async () => {
    const publisher = await withRoles(['publisher'], ['semana']);
    const images = await call(server, 'GET', '/api/editor/options/images?site=semana', { token: publisher.token });
    expect(images.status).toBe(200);
    const [image] = images.body as { url: string; thumbnail: string }[];
    expect(image.url).toMatch(/^\/images\/.+\/1280x720\.jpg$/);
    const meta = { title: 'Emprendedores', image: image.url, noindex: true, canonical: '/emprendedores/' };
    const saved = await saveDraft(publisher.token, PAGE, (p) => ({ ...p, meta: { ...(p.meta as object), ...meta } }));
    expect(saved.status).toBe(200);
    const published = await call(server, 'POST', `${PAGE}/publish`, {
      token: publisher.token,
      headers: { 'If-Match': saved.headers.get('etag')! },
    });
    expect(published.status).toBe(200);
    const html = await (await fetch(`${server.url}/emprendedores/?_website=semana`)).text();
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="http://[^"]+${image.url}">`));
    expect(html).toContain('<meta name="robots" content="noindex');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/emprendedores\/">/);

    const badImage = await saveDraft(publisher.token, PAGE, (p) => ({
      ...p,
      meta: { ...(p.meta as object), image: 'https://elsewhere.example/a.jpg' },
    }));
    expect(badImage.status).toBe(422);
    expect(badImage.body.errors[0].pointer).toBe('/meta/image');
  });
});

describe('a palette per site', () => {
  it('offers Soho no forums and non-admins no chrome or developer blocks; admins get them', async () => {
    const editor = await withRoles(['editor']);
    const soho = await call(server, 'GET', '/api/editor/options/palette?site=soho', { token: editor.token });
    expect(soho.status).toBe(200);
    expect(soho.body.blocks).toContain('hero-carousel');
    expect(soho.body.blocks).not.toContain('forums-hero-gallery');
    expect(soho.body.blocks).not.toContain('raw-html');
    expect(soho.body.blocks).not.toContain('site-header');
    const foros = await call(server, 'GET', '/api/editor/options/palette?site=foros-semana', { token: editor.token });
    expect(foros.body.blocks).toContain('forums-hero-gallery');

    const admin = await withRoles(['admin']);
    const all = await call(server, 'GET', '/api/editor/options/palette?site=soho', { token: admin.token });
    expect(all.body.blocks).toEqual(expect.arrayContaining(['raw-html', 'debug-page', 'site-header']));
    const bad = await call(server, 'GET', '/api/editor/options/palette?site=nada', { token: editor.token });
    expect(bad.status).toBe(400);
  });

  it("offers the collections a site's settings name (Foros Semana: no galleries); admins get every one", async () => {
    const ids = async (token: string, site: string) =>
      (await call(server, 'GET', `/api/editor/options/collections?site=${site}`, { token })).body.map(
        (c: { id: string }) => c.id,
      );
    const editor = await withRoles(['editor']);
    expect(await ids(editor.token, 'foros-semana')).toEqual(['portada', 'ultimas']);
    expect(await ids(editor.token, 'semana')).toEqual(['galerias', 'portada', 'ultimas']);
    const admin = await withRoles(['admin']);
    expect(await ids(admin.token, 'foros-semana')).toEqual(['galerias', 'portada', 'ultimas']);
  });

  it('answers 422 naming raw-html when a non-admin adds it; an admin may', async () => {
    const rawHtml = { block: 'raw-html', version: 1, config: { published: true, html: '<p>Hola</p>' } };
    const add = (p: Record<string, unknown>) => {
      const areas = p.areas as { main: unknown[] };
      return { ...p, areas: { ...areas, main: [...areas.main, rawHtml] } };
    };
    const editor = await withRoles(['publisher'], ['semana']);
    const refused = await saveDraft(editor.token, PAGE, add);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({ block: 'raw-html', pointer: expect.stringMatching(/^\/areas\/main\/\d+$/) }),
    ]);
    expect(refused.body.errors[0].message).toContain('raw-html');

    const admin = await withRoles(['admin']);
    const accepted = await saveDraft(admin.token, PAGE, add);
    expect(accepted.status).toBe(200);
    // Now on the page, it does not stop its editors from saving their own changes.
    const kept = await saveDraft(editor.token, PAGE, (p) => ({ ...p, meta: { ...(p.meta as object), title: 'Otra' } }));
    expect(kept.status).toBe(200);
  });
});
