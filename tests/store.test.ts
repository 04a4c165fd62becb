import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';
import { loadSites } from '../server/sites';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const page = async (path: string) => {
  const res = await fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}_website=semana`);
  // React separates adjacent text with empty comments; the reader sees the text joined.
  return { status: res.status, html: (await res.text()).replaceAll('<!-- -->', '') };
};

describe('subscription pages', () => {
  it("/suscripciones/ shows the promo card at '129.000 pesos' with terms, and 'SUSCRÍBETE AHORA' to its offer", async () => {
    const { status, html } = await page('/suscripciones/');
    expect(status).toBe(200);
    expect(html).toContain('129.000 pesos</strong> al año');
    expect(html).toContain('href="/terminos-de-uso/"');
    expect(html).toMatch(/href="\/suscripciones-online\/\?offerId=PROMO-ANUAL"[^>]*>SUSCRÍBETE AHORA</);
  });

  it('the store charges the offer the address names, or offer 466', async () => {
    expect((await page('/suscripciones-online/?offerId=PROMO-ANUAL')).html).toContain('$129.000');
    const standard = await page('/suscripciones-online/?offerId=466');
    expect(standard.html).toContain('$199.000');
    expect(standard.html).not.toContain('$129.000');
    // An offer the catalogue does not have falls back to the page's own.
    expect((await page('/suscripciones-online/?offerId=NO-EXISTE')).html).toContain('$199.000');
    expect((await page('/suscripciones-online/?offerId=%3Cscript%3E')).status).toBe(200);
  });

  // Issue 28: spec 1 and 2's store was linked from nowhere; every site's footer now links it, and it opens.
  it("every site's home links «Tienda de suscripciones» to /store/, which shows the plans", async () => {
    for (const site of loadSites().keys()) {
      const res = await fetch(`${server.url}/?_website=${site}`);
      expect(await res.text(), site).toMatch(/<a[^>]*href="\/store\/"[^>]*>Tienda de suscripciones</);
      const store = await fetch(`${server.url}/store/?_website=${site}`);
      expect(store.status, site).toBe(200);
    }
  });
});
