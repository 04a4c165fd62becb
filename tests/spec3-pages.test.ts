import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { startTestServer, type TestServer } from './helpers/test-server';

/**
 * Issue 28, spec 3 items as a reader meets them: on a page a link reaches, over the demo content (the audit found
 * blocks whose unit tests passed but which no page showed).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function openPage(path: string, site = 'semana') {
  const res = await fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}_website=${site}`);
  const document = new new Window().DOMParser().parseFromString(await res.text(), 'text/html');
  const all = (selector: string) => [...document.querySelectorAll(selector)];
  return { status: res.status, document, all };
}

/** The image answers as one of our own files (no third party's address in the reader's page). */
async function expectOwnImage(src: string | null) {
  expect(src).toMatch(/^\/logos\/[a-z0-9-]+\.svg$/);
  const res = await fetch(`${server.url}${src}?_website=semana`);
  expect(res.status, src!).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
}

describe('logos (S3-016, S3-081)', () => {
  it("S3-016: the home's footer shows the SIC logo the site settings name, linking to the SIC", async () => {
    const page = await openPage('/');
    const sic = page.all('.site-footer a[aria-label="Superintendencia de Industria y Comercio"]');
    expect(sic).toHaveLength(1);
    expect(sic[0].getAttribute('href')).toMatch(/^https:\/\/www\.sic\.gov\.co/);
    await expectOwnImage(sic[0].querySelector('img')!.getAttribute('src'));
  });

  it("S3-081: the home's partner carousel shows two partner logo images and 'Ver más notas'", async () => {
    const page = await openPage('/');
    const block = page.all('.partner-carousel');
    expect(block).toHaveLength(1);
    const logos = [...block[0].querySelectorAll('.partner-carousel__logo img')];
    expect(logos.map((img) => img.getAttribute('alt'))).toEqual(['Semana Sostenible', 'Fundación Aliada']);
    for (const img of logos) await expectOwnImage(img.getAttribute('src'));
    const more = [...block[0].querySelectorAll('a')].find((a) => a.textContent?.trim() === 'Ver más notas');
    expect(more?.getAttribute('href')).toBe('/sostenible/');
    expect((await openPage('/sostenible/')).status).toBe(200);
  });
});
