import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
let production: TestServer;
let story: string;
const savedSecret = process.env.JWT_SECRET;
beforeAll(async () => {
  // The accounts module refuses to start in production without a signing secret.
  process.env.JWT_SECRET = 'preview-test-secret-of-at-least-32-characters';
  process.env.ALLOW_TEST_PAYMENTS = '1'; // nor with the test payment provider unless told to
  [server, production] = await Promise.all([
    startTestServer(),
    startTestServer({ production: true, adminToken: 'secreto' }),
  ]);
  const query = encodeURIComponent(
    JSON.stringify({
      includeSections: 'nacion',
      feedSize: 20,
      sourceInclude: 'canonical_url,content_restrictions,owner',
    }),
  );
  const list = await (await fetch(`${server.url}/api/content/content-apir?query=${query}`)).json();
  // A free, non-sponsored story: it has ad slots in its body.
  story = list.content_elements.find(
    (d: { content_restrictions?: { content_code: string }; owner?: { sponsored?: boolean } }) =>
      d.content_restrictions?.content_code !== '3' && !d.owner?.sponsored,
  ).canonical_url;
});
afterAll(async () => {
  await Promise.all([server?.close(), production?.close()]);
  if (savedSecret === undefined) delete process.env.JWT_SECRET;
  else process.env.JWT_SECRET = savedSecret;
  delete process.env.ALLOW_TEST_PAYMENTS;
});

describe('editor preview', () => {
  it('shows ad placeholders and the missing publisher id message, and is never cached', async () => {
    const res = await fetch(`${server.url}${story}?preview=1`);
    const html = await res.text();
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('data-ad-status="preview"');
    expect(html).toContain('Este sitio no tiene ID de editor de DFP en sus propiedades');
  });

  it('readers get real slots and no message', async () => {
    const html = await (await fetch(`${server.url}${story}`)).text();
    expect(html).not.toContain('data-ad-status="preview"');
    expect(html).not.toContain('ID de editor de DFP');
  });

  it('in production only the admin token turns preview on', async () => {
    const reader = await (await fetch(`${production.url}${story}?preview=1`)).text();
    expect(reader).not.toContain('data-ad-status="preview"');
    const editor = await fetch(`${production.url}${story}?preview=1`, { headers: { authorization: 'Bearer secreto' } });
    expect(await editor.text()).toContain('data-ad-status="preview"');
  });
});
