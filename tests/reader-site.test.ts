import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { startTestServer, type TestServer } from './helpers/test-server';

/** Spec 1 as a reader meets it over HTTP on the demo data (issue 28). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function openPage(path: string) {
  const res = await fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}_website=semana`);
  const document = new new Window().DOMParser().parseFromString(await res.text(), 'text/html');
  return { status: res.status, document };
}

async function contentApir(query: object): Promise<{ count: number; content_elements: { canonical_url: string }[] }> {
  const q = encodeURIComponent(JSON.stringify(query));
  const res = await fetch(`${server.url}/api/content/content-apir?query=${q}&_website=semana`);
  return (await res.json()) as { count: number; content_elements: { canonical_url: string }[] };
}

describe('section page /seccion/{subsection}/{section}/ (spec 1, 2.2)', () => {
  it("S1-041: /seccion/nacion/bogota/ shows Bogotá's stories in its main grid, each once", async () => {
    const stories = await contentApir({ includeSections: 'nacion/bogota', feedSize: 8 });
    expect(stories.count).toBeGreaterThanOrEqual(8);
    const page = await openPage('/seccion/nacion/bogota/');
    expect(page.status).toBe(200);
    expect(page.document.querySelector('h1')?.textContent).toBe('Bogotá');
    const main = [...page.document.querySelectorAll('.two-column__main .card a')].map((a) => a.getAttribute('href'));
    expect(main).toEqual(stories.content_elements.map((s) => s.canonical_url));
    // No story is shown twice on the page (a lower grid must not start inside the main grid's stories).
    const everyCard = [...page.document.querySelectorAll('main .card a')].map((a) => a.getAttribute('href'));
    expect(new Set(everyCard).size).toBe(everyCard.length);
  });
});

describe('image renditions (spec 1, 3)', () => {
  it("S1-140: a small thumbnail loads the 'sm' rendition (index 0, 400 px) and nothing larger", async () => {
    const page = await openPage('/autor/redaccion-semana/');
    const thumbs = [...page.document.querySelectorAll('img.compact-card__image')];
    expect(thumbs.length).toBeGreaterThan(0);
    for (const img of thumbs) {
      expect(img.getAttribute('src')).toMatch(/\/400x225\.jpg$/);
      expect(img.getAttribute('srcset')).toBeNull();
    }
  });
});
