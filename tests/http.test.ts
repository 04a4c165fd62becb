import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('HTTP host', () => {
  it('serves the home page with cache headers and an ETag', async () => {
    const res = await request(server.url).get('/');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate/);
    const etag = res.headers['etag'];
    expect(etag).toBeTruthy();
    // supertest, because fetch adds `cache-control: no-cache` to conditional requests.
    const again = await request(server.url).get('/').set('if-none-match', etag!);
    expect(again.status).toBe(304);
  });

  it('answers /healthz', async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('answers 404 with the site page for unknown paths', async () => {
    const res = await fetch(`${server.url}/no-existe/`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<html lang="es-CO">');
  });

  it('selects a site with ?_website= outside production and remembers it in a cookie', async () => {
    const res = await fetch(`${server.url}/?_website=soho`);
    expect(await res.text()).toContain('<title>Soho');
    const cookie = res.headers.get('set-cookie')!.split(';')[0];
    const next = await fetch(`${server.url}/`, { headers: { cookie } });
    expect(await next.text()).toContain('<title>Soho');
  });
});
