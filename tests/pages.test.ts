import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';
import { loadSites } from '../server/sites';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ISLAND_PROPS_BUDGET = 8 * 1024;

async function firstStoryUrl(site: string, section = 'nacion'): Promise<string> {
  const query = encodeURIComponent(
    JSON.stringify({ includeSections: section, feedSize: 1, sourceInclude: 'canonical_url' }),
  );
  const list = await (await fetch(`${server.url}/api/content/content-apir?query=${query}&_website=${site}`)).json();
  return list.content_elements[0].canonical_url;
}

/** Every island's serialised props, by block name. */
function islandProps(html: string): { block: string; bytes: number }[] {
  return [
    ...html.matchAll(
      /<news-island data-block="([^"]+)"[^>]*>.*?<script type="application\/json">(.*?)<\/script><\/news-island>/gs,
    ),
  ].map((m) => ({ block: m[1], bytes: Buffer.byteLength(m[2]) }));
}

describe.each([...loadSites().keys()])('site %s', (site) => {
  it('serves its home page with its own brand, header and footer', async () => {
    const res = await fetch(`${server.url}/?_website=${site}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<meta property="og:site_name" content="${loadSites().get(site)!.name}">`);
    expect(html).toMatch(/<header[^>]*site-header/);
    // A product brand (Mujeres) closes with its own footer (the product layout).
    expect(html).toMatch(site === 'mujeres' ? /<footer[^>]*product-footer/ : /<footer[^>]*site-footer/);
  });

  it('serves a story at its canonical URL', async () => {
    const url = await firstStoryUrl(site);
    const res = await fetch(`${server.url}${url}?_website=${site}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/<h1[^>]*>/);
  });
});

describe('pages', () => {
  it('keep every island under the props budget, so no island ships a whole document', async () => {
    const urls = ['/', '/seccion/politica/', '/nacion/', await firstStoryUrl('semana')];
    for (const url of urls) {
      const props = islandProps(await (await fetch(`${server.url}${url}`)).text());
      for (const p of props) expect(p.bytes, `${url} ${p.block}`).toBeLessThan(ISLAND_PROPS_BUDGET);
    }
  });

  it("keep the TV home's islands under the props budget: the landing ships its carousels' frames, not its cards", async () => {
    // Issue 13: the landing shipped every card of its hero, journalists and carousels, 28 KB (decision 0050).
    const props = islandProps(await (await fetch(`${server.url}/tv/?_website=semana`)).text());
    expect(props.map((p) => p.block)).toContain('tv-week-landing');
    for (const p of props) expect(p.bytes, p.block).toBeLessThan(ISLAND_PROPS_BUDGET);
  });

  it('S3-154: put the age gate over the adult site only (Soho), not over the news pages', async () => {
    const home = async (site: string) => (await fetch(`${server.url}/?_website=${site}`)).text();
    expect(await home('soho')).toContain('TENGO MÁS DE 18 AÑOS');
    for (const site of ['semana', 'mujeres']) expect(await home(site), site).not.toContain('TENGO MÁS DE 18 AÑOS');
  });

  it('serve the section page with its hidden heading and canonical /seccion/ address', async () => {
    const res = await fetch(`${server.url}/seccion/politica/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('/seccion/politica/"');
  });

  it('send an address written without its trailing slash to the page, keeping the query; unknown ones stay 404', async () => {
    const res = await fetch(`${server.url}/seccion/estilo-de-vida?_website=semana`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/seccion/estilo-de-vida/?_website=semana');
    expect((await fetch(`${server.url}/no-existe-esta-pagina`, { redirect: 'manual' })).status).toBe(404);
  });
});
