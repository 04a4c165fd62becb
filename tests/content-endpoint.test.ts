import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';
import { content } from '../server/db/schema';
import { contentRow } from '../server/content/content-row';
import type { StoryDocument } from '../contracts/ans';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
  const story = (i: number, extra: Partial<StoryDocument> = {}): StoryDocument => ({
    _id: `TEST${i}`,
    type: 'story',
    canonical_url: `/nacion/articulo/prueba-${i}/TEST${i}/`,
    canonical_website: 'semana',
    headlines: { basic: `Prueba ${i}` },
    display_date: new Date(Date.UTC(2026, 10, 1, i)).toISOString(),
    publish_date: new Date(Date.UTC(2026, 10, 1, i)).toISOString(),
    taxonomy: { primary_section: { _id: '/nacion' }, sections: [{ _id: '/nacion' }] },
    content_elements: [{ _id: `p${i}`, type: 'text', content: `Cuerpo secreto ${i}` }],
    ...extra,
  });
  const docs = Array.from({ length: 11 }, (_, i) =>
    story(i, i === 10 ? { content_restrictions: { content_code: '3' } } : {}),
  );
  await server.database.db.insert(content).values(docs.map(contentRow));
});
afterAll(() => server.close());

const get = (source: string, query: unknown, site = 'semana') =>
  fetch(`${server.url}/api/content/${source}?query=${encodeURIComponent(JSON.stringify(query))}&_website=${site}`);

describe('GET /api/content/{source}', () => {
  it('pages with next and previous offsets, newest first', async () => {
    const first = await (await get('content-apir', { includeSections: 'nacion', feedSize: 4 })).json();
    expect(first.count).toBe(11);
    expect(first.next).toBe(4);
    expect(first.previous).toBeUndefined();
    expect(first.content_elements.map((d: StoryDocument) => d._id)).toEqual(['TEST10', 'TEST9', 'TEST8', 'TEST7']);
    const last = await (await get('content-apir', { includeSections: '/nacion', feedSize: 4, feedOffset: 8 })).json();
    expect(last.content_elements).toHaveLength(3);
    expect(last.next).toBeUndefined();
    expect(last.previous).toBe(4);
  });

  it('projects the fields sourceInclude asks for', async () => {
    const res = await get('content-apir', {
      includeSections: 'nacion',
      feedSize: 1,
      sourceInclude: '_id,headlines.basic',
    });
    expect((await res.json()).content_elements).toEqual([{ _id: 'TEST10', headlines: { basic: 'Prueba 10' } }]);
  });

  it('never returns the body of a story the paywall locks, whatever sourceInclude asks', async () => {
    const res = await get('content-apir', {
      includeSections: 'nacion',
      feedSize: 2,
      sourceInclude: '_id,content_elements',
    });
    const text = await res.text();
    expect(text).not.toContain('Cuerpo secreto 10');
    expect(text).toContain('Cuerpo secreto 9');
  });

  it('answers only for the requested site', async () => {
    const res = await get('content-apir', { includeSections: 'nacion', feedSize: 4 }, 'soho');
    expect((await res.json()).count).toBe(0);
  });

  it('is cacheable for everyone', async () => {
    const res = await get('content-apir', { includeSections: 'nacion', feedSize: 4 });
    expect(res.headers.get('cache-control')).toMatch(/public.*stale-while-revalidate/);
    expect(res.headers.get('etag')).toBeTruthy();
  });

  it.each([
    [{ includeSections: 'nacion', feedSize: 51 }, /feedSize/],
    [{ includeSections: 'nacion', feedSize: 0 }, /feedSize/],
    [{ includeSections: 'nacion', feedOffset: 10_001 }, /feedOffset/],
    [{ feedSize: 4 }, /includeSections/],
  ])('answers 400 naming the bad param for %j', async (query, message) => {
    const res = await get('content-apir', query);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(message);
  });

  it('answers 400 for a query that is not JSON or too long, and 404 for an unknown source', async () => {
    expect((await fetch(`${server.url}/api/content/content-apir?query=%7Bnope`)).status).toBe(400);
    const long = encodeURIComponent(JSON.stringify({ includeSections: 'x'.repeat(3000) }));
    expect((await fetch(`${server.url}/api/content/content-apir?query=${long}`)).status).toBe(400);
    const unknown = await get('no-such-source', {});
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toContain('no-such-source');
  });
});
