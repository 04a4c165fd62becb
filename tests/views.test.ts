import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from './helpers/test-server';
import { content, pageViews } from '../server/db/schema';
import { contentRow } from '../server/content/content-row';
import { VIEW_BEACON_SCRIPT } from '../server/render/document';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false, rateLimitPerMinute: 3 });
  await server.database.db.insert(content).values(
    contentRow({
      _id: 'VIEW1',
      type: 'story',
      canonical_url: '/nacion/articulo/vista/VIEW1/',
      canonical_website: 'semana',
      headlines: { basic: 'Vista' },
      display_date: '2026-11-20T10:00:00Z',
      publish_date: '2026-11-20T10:00:00Z',
      taxonomy: { primary_section: { _id: '/nacion' }, sections: [{ _id: '/nacion' }] },
      content_elements: [],
    }),
  );
});
afterAll(() => server.close());

const beacon = (body: string) =>
  fetch(`${server.url}/api/views?_website=semana`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body });

describe('view beacon', () => {
  it('counts views sent by the browser and writes them in one batch', async () => {
    expect((await beacon('{"id":"VIEW1"}')).status).toBe(204);
    expect((await beacon('{"id":"VIEW1"}')).status).toBe(204);
    await server.viewCounter.flush();
    const rows = await server.database.db.select().from(pageViews).where(eq(pageViews.contentId, 'VIEW1'));
    expect(rows.reduce((n, r) => n + r.views, 0)).toBe(2);
  });

  it('rejects unknown ids and malformed bodies without counting', async () => {
    expect((await beacon('{"id":"NOPE"}')).status).toBe(404);
    expect((await beacon('not json')).status).toBe(400);
    expect((await beacon('{"id":"<script>"}')).status).toBe(400);
  });

  it('article pages carry the beacon for their story', async () => {
    const html = await (await fetch(`${server.url}/nacion/articulo/vista/VIEW1/`)).text();
    expect(html).toContain(`<script data-view="VIEW1">${VIEW_BEACON_SCRIPT}</script>`);
  });
});

describe('content endpoint rate limit', () => {
  it('answers 429 past the per-client limit', async () => {
    const url = `${server.url}/api/content/section-api?query=${encodeURIComponent('{"queryString":"/nacion"}')}`;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await fetch(url)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
