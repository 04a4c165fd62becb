import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("the main bar's 'Impresa' link", () => {
  it('answers 200 with the printed editions, last year first', async () => {
    const home = await (await fetch(`${server.url}/?_website=semana`)).text();
    expect(home).toContain('href="/impresa/"');
    const res = await fetch(`${server.url}/impresa/?_website=semana`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Ediciones impresas en formato digital');
    const lastYear = new Date().getFullYear() - 1;
    expect(html).toContain(`<h2 id="edicion-${lastYear}">${lastYear}</h2>`);
    expect(html).not.toContain(`id="edicion-${lastYear - 5}"`);
  });
});
