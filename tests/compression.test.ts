import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanHtml } from '../bench/js-weight';
import { CHUNK_DIR } from '../runtime/client/chunk-load';
import { clientDir, loadAssets } from '../server/render/assets';
import { startTestServer, type TestServer } from './helpers/test-server';
import { decoded, rawGet } from './helpers/raw-get';

// What a browser receives (issue 15): the build's scripts and stylesheet as their pre-compressed copies, pages and
// JSON compressed as they are sent. Raw HTTP, so the test sees the bytes on the wire.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const assets = loadAssets();
const onDisk = (url: string) => fs.readFileSync(path.join(clientDir, url));

describe('static assets', () => {
  const script = assets.islandsEntry!;

  it.each([
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br', 'br'],
  ])('a script asked for with Accept-Encoding "%s" comes as %s, built beforehand', async (accept, encoding) => {
    const res = await rawGet(`${server.url}${script}`, accept);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    // The script's own type (a charset name is case-insensitive: the compressed copy's says UTF-8).
    expect(res.headers['content-type']?.toLowerCase()).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The copy the build wrote beside the script, sent as it is: nothing compressed per request.
    const ext = encoding === 'br' ? '.br' : '.gz';
    expect(res.body.equals(onDisk(script + ext))).toBe(true);
    expect(decoded(res).equals(onDisk(script))).toBe(true);
    expect(res.body.length).toBeLessThan(onDisk(script).length / 3);
  });

  it('a script asked for without Accept-Encoding comes as it is', async () => {
    const res = await rawGet(`${server.url}${script}`);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']?.toLowerCase()).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.body.equals(onDisk(script))).toBe(true);
  });

  it('the stylesheet comes brotli-compressed as text/css', async () => {
    const res = await rawGet(`${server.url}${assets.stylesheet!}`, 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']?.toLowerCase()).toBe('text/css; charset=utf-8');
    expect(decoded(res).equals(onDisk(assets.stylesheet!))).toBe(true);
  });

  it('an unknown asset is still a 404', async () => {
    expect((await rawGet(`${server.url}/${CHUNK_DIR}/nothing-here.js`, 'br')).status).toBe(404);
  });

  it('a page loads its chunks from /pf/dist/components/combinations/ (S2-301), brotli and immutable', async () => {
    const home = decoded(await rawGet(`${server.url}/?_website=semana`, 'br')).toString('utf8');
    const { urls, scripts } = scanHtml(home);
    expect(scripts).toContain(assets.islandsEntry);
    expect(urls.length).toBeGreaterThan(1);
    for (const url of urls) {
      expect(url.startsWith('/pf/dist/components/combinations/'), url).toBe(true);
      const res = await rawGet(`${server.url}${url}`, 'gzip, deflate, br');
      expect(res.status, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      // Below 1 KB the build keeps no compressed copy (vite.config.ts): those few come as they are.
      const hasCopy = fs.existsSync(path.join(clientDir, `${url}.br`));
      expect(res.headers['content-encoding'], url).toBe(hasCopy ? 'br' : undefined);
    }
    expect(fs.existsSync(path.join(clientDir, `${assets.islandsEntry!}.br`))).toBe(true);
  });
});

describe('pages and JSON', () => {
  it('the home page comes brotli-compressed to a browser that takes brotli, gzip to one that takes gzip only', async () => {
    const br = await rawGet(`${server.url}/?_website=semana`, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    const html = decoded(br).toString('utf8');
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(html).toContain('</html>');
    expect(br.body.length).toBeLessThan(html.length / 3);

    const gzip = await rawGet(`${server.url}/?_website=semana`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip).toString('utf8')).toContain('</html>');

    const plain = await rawGet(`${server.url}/?_website=semana`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toContain('</html>');
  });

  it('a content endpoint answer comes compressed and parses as the same JSON', async () => {
    const query = encodeURIComponent(JSON.stringify({ includeSections: '/nacion/', feedSize: 10 }));
    const url = `${server.url}/api/content/content-apir?query=${query}&_website=semana`;
    const br = await rawGet(url, 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    const plain = await rawGet(url);
    expect(JSON.parse(decoded(br).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('a tiny answer is sent as it is', async () => {
    const res = await rawGet(`${server.url}/healthz`, 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toEqual({ ok: true });
  });
});
