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

interface Listed {
  _id: string;
  canonical_url: string;
  copyright?: string;
  credits?: { by?: { _id?: string; name: string; photo?: string }[]; affiliation?: { name: string }[] };
}

async function contentApir(query: object): Promise<{ count: number; content_elements: Listed[] }> {
  const q = encodeURIComponent(JSON.stringify(query));
  const res = await fetch(`${server.url}/api/content/content-apir?query=${q}&_website=semana`);
  return (await res.json()) as { count: number; content_elements: Listed[] };
}

/** A seeded story whose bylines pass `test` (the source gives 50 at a time). */
async function storyWhere(test: (story: Listed) => boolean): Promise<Listed> {
  for (const includeSections of ['nacion', 'politica', 'economia', 'mundo']) {
    const { content_elements } = await contentApir({ includeSections, feedSize: 50 });
    const story = content_elements.find(test);
    if (story) return story;
  }
  throw new Error('the demo data has no such story');
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

describe('article credits (spec 1, 3)', () => {
  it('S1-134: the demo stories carry copyright, credits.affiliation and author photos, and the byline shows them', async () => {
    const { content_elements } = await contentApir({ includeSections: 'nacion', feedSize: 3 });
    for (const story of content_elements) {
      expect(story.copyright).toMatch(/^© \d{4} Semana$/);
      if (story.credits?.by?.length) expect(story.credits.affiliation).toEqual([{ name: 'Semana' }]);
    }
    const signed = await storyWhere((s) => Boolean(s.credits?.by?.[0]?.photo));
    const page = await openPage(signed.canonical_url);
    const byline = page.document.querySelector('.article-header__byline');
    expect(byline?.textContent).toContain(signed.credits!.by![0].name);
    expect(byline?.querySelector('.article-header__affiliation')?.textContent).toBe(' · Semana');
    expect(byline?.querySelector('img.article-header__author-photo')?.getAttribute('src')).toBe(
      signed.credits!.by![0].photo,
    );
    expect(page.document.querySelector('.article-header__copyright')?.textContent).toBe(signed.copyright);
  });
});

describe('authors carousel on the article page (spec 1, 2.4)', () => {
  it('S1-118: a story with 2 authors shows 2 avatar and byline items from the authors source', async () => {
    const story = await storyWhere((s) => s.credits?.by?.length === 2);
    const page = await openPage(story.canonical_url);
    const items = [...page.document.querySelectorAll('.authors-carousel .authors-carousel__author')];
    expect(items.map((a) => a.querySelector('.authors-carousel__byline')?.textContent)).toEqual(
      story.credits!.by!.map((a) => a.name),
    );
    for (const [i, item] of items.entries())
      expect(item.querySelector('img.authors-carousel__avatar')?.getAttribute('src')).toBe(
        `/images/author-${story.credits!.by![i]._id}/200x200.jpg`,
      );
    // One author: the header's byline says it all, no carousel.
    const single = await storyWhere((s) => s.credits?.by?.length === 1);
    expect((await openPage(single.canonical_url)).document.querySelector('.authors-carousel')).toBeNull();
  });
});
