import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer } from './helpers/test-server';

// The client build in dist/client (vitest's global setup builds it): each block's CSS is an entry of its own.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function page(path: string) {
  const html = await (await fetch(`${server.url}${path}?_website=semana`)).text();
  const inline = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]).join('');
  const core = /<style id="core-css">([^<]*)<\/style>/.exec(html)?.[1] ?? '';
  return { inline, core, linksStylesheet: html.includes('rel="stylesheet"') };
}

describe('a page loads only its blocks’ styles', () => {
  it('an article carries its body’s and header’s CSS in its head, and not the home hero’s', async () => {
    const query = encodeURIComponent(JSON.stringify({ includeSections: '/nacion/', feedSize: 1 }));
    const res = await fetch(`${server.url}/api/content/content-apir?query=${query}&_website=semana`);
    const list = z.object({ content_elements: z.array(z.object({ canonical_url: z.string() })).min(1) });
    const { inline, core, linksStylesheet } = await page(
      list.parse(await res.json()).content_elements[0].canonical_url,
    );
    expect(inline).toContain('.article-body');
    expect(inline).toContain('.site-footer');
    expect(inline).not.toContain('.hero-slider');
    // The core styles (base, ui, layouts; no block's rules) are inline too: no stylesheet holds the first paint back.
    expect(core).toContain('.skip-link');
    expect(core).not.toContain('.article-body');
    expect(linksStylesheet).toBe(false);
  });

  it('the home carries its hero’s CSS and not the article body’s', async () => {
    const { inline } = await page('/');
    expect(inline).toContain('.hero-slider');
    expect(inline).not.toContain('.article-body{');
  });
});
