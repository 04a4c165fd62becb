import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { readConfig } from '../server/config';
import { startTestServer, type TestServer } from './helpers/test-server';
import { startFakeArc, repeatedRequests, type FakeArc } from './helpers/fake-arc';
import { ARC_WEBSITE, arcId, semanaOnArc } from './helpers/arc-documents';
import { pageText } from './helpers/headlines';

/**
 * Issue 27, item 4: `semana` served live from an Arc organisation (a fake one on a local port). The server's store is
 * empty (`seed: false`): every headline on these pages came from Arc.
 */

// Short enough for the stale test to outwait, long enough that no page render (a cold one on a busy machine) outlives it.
const TTL_SECONDS = 10;
let fake: FakeArc;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeArc();
  fake.data = semanaOnArc(fake.url);
  const config = readConfig({
    ARC_CONTENT_BASE: fake.url,
    ARC_ACCESS_TOKEN: fake.token,
    ARC_WEBSITES: `semana:${ARC_WEBSITE}`,
    ARC_TTL_SECONDS: String(TTL_SECONDS),
  });
  server = await startTestServer({ seed: false, arc: config.arc, imageOrigins: config.imageOrigins });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const STORY = `/nacion/articulo/reforma-aprobada/${arcId('reforma-aprobada')}/`;
const PAGES = {
  home: {
    path: '/',
    headlines: [
      'El Congreso aprueba la reforma del agua',
      'El Senado debate el presupuesto de 2027',
      'El dólar cierra a la baja por tercera semana',
      'Final de infarto en la Copa Colombia',
    ],
  },
  section: {
    path: '/seccion/nacion/',
    headlines: ['Nación en Arc | Semana', 'Los alcaldes piden más recursos para el agua'],
  },
  story: { path: STORY, headlines: ['El Congreso aprueba la reforma del agua', 'Segundo párrafo, leído de Arc.'] },
  search: {
    path: '/buscador/?q=agua',
    headlines: ['El Congreso aprueba la reforma del agua', 'Los alcaldes piden más recursos para el agua'],
  },
} as const;

/** A page as a reader gets it, with the requests the fake saw while it was made. */
async function load(path: string) {
  const start = fake.requests.length;
  const res = await fetch(server.url + path, { redirect: 'manual' });
  const html = await res.text();
  return {
    res,
    html,
    text: pageText(html),
    requests: fake.requests.slice(start),
    repeated: repeatedRequests(fake, start),
  };
}

describe('a site served from Arc', () => {
  it.each(Object.entries(PAGES))('reads the %s from Arc, one request per distinct query', async (_kind, page) => {
    const { res, text, requests, repeated } = await load(page.path);
    expect(res.status).toBe(200);
    for (const headline of page.headlines) expect(text).toContain(headline);
    expect(requests.length).toBeGreaterThan(0);
    expect(repeated).toEqual([]);
    // A refused document is left out, never shown.
    expect(text).not.toContain('Una nota que Arc sirve rota');
  });

  it('calls the paths Arc documents, with the website Arc knows the site by', () => {
    const paths = new Set(fake.requests.map((r) => r.split('?')[0]));
    expect(paths).toContain('/content/v4/');
    expect(paths).toContain('/content/v4/search/published');
    expect(paths).toContain('/content/v4/collections');
    expect(paths).toContain(`/site/v3/website/${ARC_WEBSITE}/section`);
    const api = fake.requests.filter((r) => !r.startsWith('/photo/'));
    expect(
      api.every(
        (r) => r.includes(`website=${ARC_WEBSITE}`) || r.includes(`/${ARC_WEBSITE}/`) || r.startsWith('/author/'),
      ),
    ).toBe(true);
    expect(fake.requests).toContain(`/content/v4/collections?website=${ARC_WEBSITE}&_id=portada&from=0&size=3`);
    expect(fake.requests).toContain(`/content/v4/?website=${ARC_WEBSITE}&website_url=${encodeURIComponent(STORY)}`);
  });

  it('answers a page again from its cached copies, without asking Arc', async () => {
    await load('/');
    const again = await load('/');
    expect(again.res.status).toBe(200);
    expect(again.requests.filter((r) => !r.startsWith('/photo/'))).toEqual([]);
  });

  it('reads a collection through the content endpoint too', async () => {
    const query = encodeURIComponent(JSON.stringify({ queryString: 'portada', size: 3 }));
    const res = await fetch(`${server.url}/api/content/content-api-collections?query=${query}`);
    expect(res.status).toBe(200);
    const list = (await res.json()) as { content_elements: { headlines: { basic: string } }[] };
    expect(list.content_elements.map((d) => d.headlines.basic)).toEqual([
      'El Congreso aprueba la reforma del agua',
      'El Senado debate el presupuesto de 2027',
      'El dólar cierra a la baja por tercera semana',
    ]);
  });

  it('follows an Arc redirect with a 301 to the story', async () => {
    const { res } = await load('/nacion/articulo/vieja-direccion/');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(STORY);
  });

  it('serves the photo centre through our resizer, and nothing from any other host', async () => {
    const { html } = await load(STORY);
    const src = /src="(\/images\/arc\/[^"]+)"/.exec(html)?.[1];
    expect(src).toBeDefined();
    expect(html).not.toContain(`${fake.url}/photo/`);
    const image = await fetch(server.url + src!, { headers: { Accept: 'image/jpeg' } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta.format).toBe('jpeg');
    // Not an open proxy: another origin's picture is not fetched.
    const elsewhere = Buffer.from('http://127.0.0.1:1/photo/x.jpg').toString('base64url');
    expect((await fetch(`${server.url}/images/arc/${elsewhere}/400x225.jpg`)).status).toBe(404);
    expect((await fetch(server.url + src!.replace(/[^/]+\.jpg$/, '4000x4000.jpg'))).status).toBe(400);
  });

  it('serves stale copies while Arc is down', async () => {
    for (const page of Object.values(PAGES)) expect((await load(page.path)).res.status).toBe(200);
    fake.down = true;
    try {
      await new Promise((resolve) => setTimeout(resolve, TTL_SECONDS * 1000 + 500));
      const start = fake.requests.length;
      for (const page of Object.values(PAGES)) {
        const { res, text } = await load(page.path);
        expect(res.status, page.path).toBe(200);
        for (const headline of page.headlines) expect(text).toContain(headline);
      }
      // Arc was asked (and failed): the pages came from the copies.
      await expect.poll(() => fake.requests.length).toBeGreaterThan(start);
      // A query Arc never answered fails as a failing source does: the page still answers, degraded and not cached.
      const fresh = await load('/buscador/?q=sequia');
      expect(fresh.res.status).toBe(200);
      expect(fresh.res.headers.get('cache-control')).toBe('no-store');
    } finally {
      fake.down = false;
    }
  });
});
