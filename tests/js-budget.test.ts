import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JS_BUDGET_KB, pageWeight, readManifest } from '../bench/js-weight';
import { contentRow } from '../server/content/content-row';
import { content } from '../server/db/schema';
import { everyElementFixture } from '../fixtures/every-element';
import { startTestServer, type TestServer } from './helpers/test-server';

// Measures the client build in dist/client (vitest's global setup builds it; `npx vite build` after an island edit).
const heaviest = everyElementFixture({
  _id: 'js-budget-every-element',
  canonical_url: '/nacion/articulo/todos-los-elementos/js-budget-every-element/',
});
const sites = ['semana', 'soho', 'elpais', 'mujeres', 'foros-semana', 'semanarural'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.database.db.insert(content).values(contentRow(heaviest));
});
afterAll(() => server?.close());

async function seededArticle(): Promise<string> {
  const query = encodeURIComponent(JSON.stringify({ includeSections: '/nacion/', feedSize: 1 }));
  const res = await fetch(`${server.url}/api/content/content-apir?query=${query}&_website=semana`);
  const list = z.object({ content_elements: z.array(z.object({ canonical_url: z.string() })).min(1) });
  return list.parse(await res.json()).content_elements[0].canonical_url;
}

/** KB brotli before interaction, also printed: the figures drift with every island, the budget only fails at the end. */
async function kb(path: string): Promise<number> {
  const before = (await pageWeight(server.url, path, readManifest())).beforeInteraction.brotli / 1024;
  console.info(`JS before interaction ${path}: ${before.toFixed(1)} KB brotli`);
  return before;
}

describe('the JavaScript budget: brotli before interaction, lazy islands left out', () => {
  it.each(sites)(`the %s home stays within ${JS_BUDGET_KB.home} KB`, async (site) => {
    const before = await kb(`/?_website=${site}`);
    expect(before, `${before.toFixed(1)} KB`).toBeGreaterThan(0);
    expect(before, `${before.toFixed(1)} KB`).toBeLessThanOrEqual(JS_BUDGET_KB.home);
  });

  it(`an article stays within ${JS_BUDGET_KB.article} KB, the demo's and one with every element`, async () => {
    for (const path of [await seededArticle(), heaviest.canonical_url]) {
      const before = await kb(`${path}?_website=semana`);
      expect(before, `${path}: ${before.toFixed(1)} KB`).toBeGreaterThan(0);
      expect(before, `${path}: ${before.toFixed(1)} KB`).toBeLessThanOrEqual(JS_BUDGET_KB.article);
    }
  });
});

describe('what counts before interaction', () => {
  // A page and its chunks, served as the site serves them: an entry, an island on load, one when visible.
  const files: Record<string, string> = {
    '/page': [
      '<script data-entry="/entry.js" data-preload="/eager.js /lazy.js">(loader)</script>',
      '<news-island data-block="eager" data-hydrate="load"></news-island>',
      '<news-island data-block="lazy" data-hydrate="visible"></news-island>',
    ].join(''),
    '/entry.js': 'e'.repeat(100),
    '/shared.js': 's'.repeat(100),
    '/eager.js': 'a'.repeat(100),
    '/lazy.js': 'z'.repeat(150),
  };
  const manifest = {
    'ui/client/islands.ts': { file: 'entry.js', imports: ['shared'] },
    shared: { file: 'shared.js' },
    'blocks/eager/island.ts': { file: 'eager.js', imports: ['shared'] },
    'blocks/lazy/island.ts': { file: 'lazy.js', imports: ['shared'] },
  };
  let origin = '';
  const fake = http.createServer((req, res) => res.end(files[req.url ?? ''] ?? ''));
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

  it('counts the entry and the islands that hydrate on load with what they import, not a lazy island’s chunk', async () => {
    const weight = await pageWeight(origin, '/page', manifest);
    expect(weight.beforeInteraction.raw).toBe(300);
    expect(weight.all.raw).toBe(450);
    expect(weight.files).toBe(4);
  });
});
