import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';
import { rootDir } from '../server/config';
import { HtmlCache } from '../server/render/html-cache';

// Issue 30, item 4: a page just purged, asked for by 500 readers at once, is rendered once; the others wait for that
// render (the HTML cache's flight, server/render/html-cache-middleware.ts) instead of each rendering it again.
const TOKEN = 'stampede-token';
const READERS = 500;
const story = JSON.parse(fs.readFileSync(path.join(rootDir, 'fixtures/ans/good-story.json'), 'utf8')) as {
  _id: string;
  canonical_url: string;
};
const pages = new HtmlCache({ ttlMs: 60_000, staleMs: 300_000 });
// A socket per reader, so the 500 requests are at the server together, not queued in the client.
const agent = new http.Agent({ maxSockets: READERS });

/** GET `url` as one reader: its status and page. */
function read(url: string): Promise<{ status: number; html: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        let html = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (html += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, html }));
      })
      .on('error', reject);
  });
}
let server: TestServer;

const put = (headline: string) =>
  fetch(`${server.url}/api/admin/content/${story._id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...story, headlines: { basic: headline } }),
  });

beforeAll(async () => {
  server = await startTestServer({ adminToken: TOKEN, htmlCache: pages });
  expect((await put('Antes de la corrección')).status).toBeLessThan(300);
});
afterAll(async () => {
  agent.destroy();
  await server.close();
});

describe('no stampede on a purged page', () => {
  it(`${READERS} readers at once right after a purge: one render, every reader gets the corrected page`, async () => {
    const url = `${server.url}${story.canonical_url}?_website=semana`;
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(url)).headers.get('x-cache')).toBe('HIT');
    // The correction purges the page from the cache (content-<id> surrogate key).
    expect((await put('Después de la corrección')).status).toBeLessThan(300);
    const renders = vi.spyOn(pages, 'set');
    const answers = await Promise.all(Array.from({ length: READERS }, () => read(url)));
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(answers.filter((a) => !a.html.includes('Después de la corrección'))).toHaveLength(0);
    expect(renders).toHaveBeenCalledTimes(1);
    renders.mockRestore();
  }, 120_000);
});
