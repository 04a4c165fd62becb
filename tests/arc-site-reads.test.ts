import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../server/config';
import { startTestServer, type TestServer } from './helpers/test-server';
import { startFakeArc, type FakeArc } from './helpers/fake-arc';
import { ARC_WEBSITE, SECTIONS, arcId, arcStory, semanaOnArc } from './helpers/arc-documents';
import { giveSubscription, signUpReader } from './helpers/readers';
import { grantedReader } from './helpers/editors';
import { call } from './accounts/storage';

/**
 * Issue 27: for a site Arc serves, what a reader (and its editors) reach outside the page blocks comes from Arc too:
 * the sitemaps and feeds, the premium body and gallery, most read, the editor's story and section pickers. The local store is
 * empty (`seed: false`), so whatever these answers list came from the fake Arc.
 */

const ADMIN = 'arc-reads-admin-token';
const LOCKED = { content_code: '3' };
const HOUR = 3_600_000;
let fake: FakeArc;
let server: TestServer;

const premium = (origin: string) => ({
  ...arcStory({
    name: 'reforma-exclusiva',
    headline: 'Lo que no se contó de la reforma',
    section: SECTIONS.politica,
    published: '2026-11-19T09:00:00.000Z',
    photoOrigin: origin,
    body: 'Un párrafo solo para suscriptores, leído de Arc.',
  }),
  content_restrictions: LOCKED,
});
const premiumGallery = (origin: string) => ({
  ...arcStory({
    name: 'galeria-exclusiva',
    headline: 'Fotos exclusivas del Congreso',
    section: SECTIONS.politica,
    published: '2026-11-19T10:00:00.000Z',
    photoOrigin: origin,
    type: 'gallery',
  }),
  content_restrictions: LOCKED,
});
/** Published an hour before the run: the only story of the news sitemap's 48 hours. */
const fresh = (origin: string) =>
  arcStory({
    name: 'ultima-hora',
    headline: 'Última hora desde Arc',
    section: SECTIONS.nacion,
    published: new Date(Date.now() - HOUR).toISOString(),
    photoOrigin: origin,
  });

beforeAll(async () => {
  fake = await startFakeArc();
  const data = semanaOnArc(fake.url);
  data.documents.push(premium(fake.url), premiumGallery(fake.url), fresh(fake.url));
  fake.data = data;
  const config = readConfig({
    ARC_CONTENT_BASE: fake.url,
    ARC_ACCESS_TOKEN: fake.token,
    ARC_WEBSITES: `semana:${ARC_WEBSITE}`,
  });
  server = await startTestServer({
    seed: false,
    arc: config.arc,
    imageOrigins: config.imageOrigins,
    adminToken: ADMIN,
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const get = (path: string, headers: Record<string, string> = {}, init: RequestInit = {}) =>
  fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}_website=semana`, { headers, ...init });
const urlOf = (name: string, kind = 'articulo', section = '/nacion') => `${section}/${kind}/${name}/${arcId(name)}/`;

describe('sitemaps and feeds of a site Arc serves', () => {
  it('sitemap.xml lists the Arc website’s stories, and not the one Arc serves broken', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    const xml = await res.text();
    for (const path of [
      urlOf('reforma-aprobada'),
      urlOf('senado-debate', 'articulo', '/politica'),
      urlOf('ultima-hora'),
    ])
      expect(xml).toContain(`${path}</loc>`);
    expect(xml).toContain(`${urlOf('galeria-paramo', 'galeria')}</loc>`);
    expect(xml).not.toContain(urlOf('rota'));
    expect(fake.requests.some((r) => r.startsWith(`/content/v4/search/published?website=${ARC_WEBSITE}&`))).toBe(true);
  });

  it('the news sitemap has the last 48 hours of Arc’s stories only', async () => {
    const xml = await (await get('/sitemap-news.xml')).text();
    expect(xml).toContain(`${urlOf('ultima-hora')}</loc>`);
    expect(xml).toContain('<news:title>Última hora desde Arc</news:title>');
    expect(xml).not.toContain(urlOf('reforma-aprobada'));
  });

  it('a section’s RSS feed lists the section’s stories from Arc', async () => {
    const res = await get('/rss/nacion.xml');
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain('El Congreso aprueba la reforma del agua');
    expect(xml).toContain('Los alcaldes piden más recursos para el agua');
    expect(xml).not.toContain('El dólar cierra a la baja');
  });
});

describe('the premium body and gallery of an Arc story', () => {
  let cookie: string;
  let userId: string;
  beforeAll(async () => {
    const reader = { email: 'arc-premium@example.com', password: 'Clave2026arc', firstName: 'Ana' };
    ({ uuid: userId, cookie } = await signUpReader(server.url, reader, { cookie: true }));
  });

  it('keeps the body locked on the page, then sends it from Arc’s document to a subscriber', async () => {
    const id = arcId('reforma-exclusiva');
    const page = await (await get(urlOf('reforma-exclusiva', 'articulo', '/politica'))).text();
    expect(page).toContain('Lo que no se contó de la reforma');
    expect(page).not.toContain('Segundo párrafo, leído de Arc.');
    expect((await get(`/api/premium/${id}`, { cookie })).status).toBe(403);
    await giveSubscription(server.database, userId, 1);
    const res = await get(`/api/premium/${id}`, { cookie });
    expect(res.status).toBe(200);
    const { html } = (await res.json()) as { html: string };
    expect(html).toContain('Un párrafo solo para suscriptores, leído de Arc.');
    expect(html).toContain('Segundo párrafo, leído de Arc.');
    expect(fake.requests).toContain(`/content/v4/?website=${ARC_WEBSITE}&_id=${id}`);
    // An id Arc does not have is not found.
    expect((await get(`/api/premium/${arcId('no-existe')}`, { cookie })).status).toBe(404);
  });

  it('sends every picture of a locked Arc gallery to the subscriber, the lead one only to the page', async () => {
    const id = arcId('galeria-exclusiva');
    const res = await get(`/api/premium/${id}/gallery`, { cookie });
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: { url: string }[] };
    expect(items).toHaveLength(2);
    expect(items.every((i) => i.url.startsWith('/images/arc/'))).toBe(true);
    const query = encodeURIComponent(JSON.stringify({ queryString: id }));
    const publicAnswer = (await (await get(`/api/content/gallery-by-id?query=${query}`)).json()) as {
      content_elements: unknown[];
    };
    expect(publicAnswer.content_elements).toHaveLength(1);
  });
});

describe('most read on a site Arc serves', () => {
  it('ranks Arc’s stories by our page views of them, then fills with Arc’s newest', async () => {
    const view = (id: string) =>
      get(
        '/api/views',
        {},
        { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ id }) },
      );
    for (const name of ['dolar-baja', 'dolar-baja', 'dolar-baja', 'final-copa'])
      expect((await view(arcId(name))).status).toBe(204);
    // An id Arc does not have is not counted.
    expect((await view(arcId('no-existe'))).status).toBe(404);
    await server.viewCounter.flush();
    const query = encodeURIComponent(JSON.stringify({ size: 4 }));
    const res = await get(`/api/content/taboola-newsroom-api?query=${query}`);
    expect(res.status).toBe(200);
    const list = (await res.json()) as { id: string; url: string; title: string }[];
    expect(list.slice(0, 3)).toEqual([
      {
        id: arcId('dolar-baja'),
        url: urlOf('dolar-baja', 'articulo', '/economia'),
        title: 'El dólar cierra a la baja por tercera semana',
      },
      {
        id: arcId('final-copa'),
        url: urlOf('final-copa', 'articulo', '/deportes'),
        title: 'Final de infarto en la Copa Colombia',
      },
      { id: arcId('ultima-hora'), url: urlOf('ultima-hora'), title: 'Última hora desde Arc' },
    ]);
    expect(list).toHaveLength(4);
    const arcIds = fake.data.documents.filter((d) => d.type === 'story').map((d) => d._id);
    expect(list.every((item) => arcIds.includes(item.id))).toBe(true);
  });
});

describe('the editor’s pickers for a site Arc serves', () => {
  it('list Arc’s sections and find Arc’s stories; a local site keeps its own (none here)', async () => {
    const editor = await grantedReader(server, ADMIN, ['editor']);
    const sections = await call(server, 'GET', '/api/editor/options/sections?site=semana', { token: editor.token });
    expect(sections.status).toBe(200);
    expect(sections.body).toEqual([
      { id: '/deportes', name: 'Deportes' },
      { id: '/economia', name: 'Economía' },
      { id: '/nacion', name: 'Nación' },
      { id: '/politica', name: 'Política' },
    ]);
    const stories = await call(server, 'GET', '/api/editor/stories?site=semana&q=agua', { token: editor.token });
    expect(stories.status).toBe(200);
    expect((stories.body as { id: string; headline: string }[]).map((s) => s.headline)).toEqual([
      'El Congreso aprueba la reforma del agua',
      'Los alcaldes piden más recursos para el agua',
    ]);
    const local = await call(server, 'GET', '/api/editor/options/sections?site=soho', { token: editor.token });
    expect(local.body).toEqual([]);
  });
});
