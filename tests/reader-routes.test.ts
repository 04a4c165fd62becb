import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { and, eq, sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './helpers/test-server';
import { authors, content } from '../server/db/schema';
import { contentRow } from '../server/content/content-row';
import { toSlug } from '../contracts/slug';
import { authorStories, FIXTURE_AUTHOR, FIXTURE_TAG, tvVideos } from '../fixtures/authors';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.database.db.insert(authors).values(FIXTURE_AUTHOR);
  const docs = [
    ...authorStories(14),
    ...tvVideos('programas/semana-noticias', 12, 'TVNOTICIAS'),
    ...tvVideos('categorias/politica', 3, 'TVPOLITICA'),
    ...tvVideos('virales', 4, 'TVVIRALES'),
  ];
  await server.database.db.insert(content).values(docs.map(contentRow));
});
afterAll(() => server?.close());

async function openPage(path: string, site = 'semana') {
  const res = await fetch(`${server.url}${path}?_website=${site}`);
  const document = new new Window().DOMParser().parseFromString(await res.text(), 'text/html');
  const text = (selector: string) => [...document.querySelectorAll(selector)].map((el) => el.textContent?.trim());
  return { status: res.status, document, text };
}

describe('author slug (spec 1, 2.2)', () => {
  it.each([
    ['Redacción Semana', 'redaccion-semana'],
    ['María Jimena Duzán', 'maria-jimena-duzan'],
    ['Ñoño Pérez', 'nono-perez'],
    ['  José  Ángel   Ruiz ', 'jose-angel-ruiz'],
    ["D'Artagnan O'Neill (Enviado especial)", 'dartagnan-oneill-enviado-especial'],
    ['Ana-María  -  Gómez', 'ana-maria-gomez'],
  ])('%s → %s', (name, slug) => {
    expect(toSlug(name)).toBe(slug);
  });
});

describe('author page /autor/{slug}/', () => {
  it("shows the author's photo, byline, bio and the first 10 stories with 'Cargar más'", async () => {
    const page = await openPage(`/autor/${FIXTURE_AUTHOR.slug}/`);
    expect(page.status).toBe(200);
    expect(page.text('h1')).toEqual([FIXTURE_AUTHOR.byline]);
    expect(page.text('.author-profile__bio')).toEqual([FIXTURE_AUTHOR.bio]);
    const photo = page.document.querySelector('img.author-profile__photo');
    expect(photo?.getAttribute('src')).toBe('/images/author-lucia-fernandez-de-la-pena/200x200.jpg');
    expect(photo?.getAttribute('alt')).toBe(FIXTURE_AUTHOR.byline);
    const headlines = page.text('.author-stories .compact-card__headline');
    expect(headlines).toHaveLength(10);
    expect(headlines[0]).toBe('Guacamayas del Amazonas: crónica número 13');
    const island = page.document.querySelector('[data-block="load-more-list"]');
    expect(island).not.toBeNull();
    expect(page.document.title).toBe(`${FIXTURE_AUTHOR.byline} | Semana`);
  });

  it('has a page for the editorial desk, /autor/redaccion-semana/', async () => {
    const page = await openPage('/autor/redaccion-semana/');
    expect(page.status).toBe(200);
    expect(page.text('h1')).toEqual(['Redacción Semana']);
    expect(page.text('.author-stories .compact-card').length).toBeGreaterThan(0);
  });

  it("says 'Autor no encontrado' with status 404 for a slug no author has", async () => {
    const page = await openPage('/autor/nadie-con-este-nombre/');
    expect(page.status).toBe(404);
    expect(page.text('h1')).toEqual(['Autor no encontrado']);
    expect(page.document.querySelector('.author-stories')).toBeNull();
    expect(page.document.querySelector('[data-block="load-more-list"]')).toBeNull();
  });
});

describe('tag page /noticias/{tag}/', () => {
  it("has the tag's text as heading and its newest stories, with 'Cargar más' past the first 10", async () => {
    const page = await openPage(`/noticias/${FIXTURE_TAG.slug}/`);
    expect(page.status).toBe(200);
    expect(page.text('h1')).toEqual([FIXTURE_TAG.text]);
    expect(page.text('.tag-stories .compact-card')).toHaveLength(10);
    expect(page.document.querySelector('[data-block="load-more-list"]')).not.toBeNull();
  });

  it('lists the stories of a tag from the demo content', async () => {
    const [row] = await server.database.db
      .select({ doc: content.doc })
      .from(content)
      .where(and(eq(content.site, 'semana'), sql`cardinality(${content.tags}) > 0`))
      .limit(1);
    const tag = row?.doc.taxonomy.tags?.[0];
    if (!tag) throw new Error('the demo content has no tagged story');
    const page = await openPage(`/noticias/${tag.slug}/`);
    expect(page.status).toBe(200);
    expect(page.text('h1')).toEqual([tag.text]);
    expect(page.text('.tag-stories .compact-card').length).toBeGreaterThan(0);
  });

  it('S3-003: an unknown tag answers 404 with the site chrome and no tag block, no empty message', async () => {
    const page = await openPage('/noticias/tema-que-no-existe/');
    expect(page.status).toBe(404);
    expect(page.text('.site-footer').length).toBe(1);
    expect(page.text('.tag-stories')).toEqual([]);
  });
});

describe('TV pages under /{brand-slug}-tv/', () => {
  it('/semana-tv/programas/ lists the five programmes, each linking to its page', async () => {
    const page = await openPage('/semana-tv/programas/');
    expect(page.status).toBe(200);
    expect(page.text('h1')).toEqual(['Programas']);
    const links = [...page.document.querySelectorAll('.tv-sections__name a')].map((a) => a.getAttribute('href'));
    expect(links).toHaveLength(5);
    expect(links[0]).toBe('/semana-tv/programas/semana-noticias/');
    // Spec 3: 10 per programme or category.
    expect(page.document.querySelectorAll('.tv-sections__row')[0].querySelectorAll('.card')).toHaveLength(10);
  });

  it("/semana-tv/programas/semana-noticias/ shows the programme's newest 12 videos and 'Cargar más'", async () => {
    const page = await openPage('/semana-tv/programas/semana-noticias/');
    expect(page.status).toBe(200);
    expect(page.text('h1')).toEqual(['Semana Noticias']);
    expect(page.text('.tv-video-grid .tv-video-card__headline')).toHaveLength(12);
    expect(page.text('.tv-video-grid .tv-video-card__headline')[0]).toBe('Video 11 de programas/semana-noticias');
    expect(page.text('button.tv-more__button')).toEqual(['Cargar más']);
  });

  it('every other programme page answers too; a programme the site does not have is a 404 (issue 14)', async () => {
    expect((await openPage('/semana-tv/programas/vicky-en-semana/')).text('h1')).toEqual(['Vicky en Semana']);
    const page = await openPage('/semana-tv/programas/sin-videos/');
    expect(page.status).toBe(404);
    expect(page.text('h1')).toEqual(['Página no encontrada']);
  });

  it('/semana-tv/categorias/ lists the categories that have videos, each linking to its page', async () => {
    const page = await openPage('/semana-tv/categorias/');
    expect(page.status).toBe(200);
    expect(page.text('h1')).toEqual(['Categorías']);
    const links = [...page.document.querySelectorAll('.tv-sections__name a')].map((a) => a.getAttribute('href'));
    expect(links).toContain('/semana-tv/categorias/politica/');
    // The demo corpus's eight plus the three fixtures.
    expect((await openPage('/semana-tv/categorias/politica/')).text('.tv-video-card')).toHaveLength(11);
  });

  it('/semana-tv/virales/ shows the viral videos', async () => {
    const page = await openPage('/semana-tv/virales/');
    expect(page.status).toBe(200);
    expect(page.text('h1')).toEqual(['Virales']);
    expect(page.text('.tv-video-card')).toHaveLength(12); // eight from the demo corpus, four fixtures
  });

  it("another brand's prefix is not this site's TV page", async () => {
    const page = await openPage('/soho-tv/programas/');
    expect(page.document.querySelector('.tv-sections')).toBeNull();
    const soho = await openPage('/soho-tv/programas/', 'soho');
    expect(soho.document.querySelector('.tv-sections__name a')?.getAttribute('href')).toBe(
      '/soho-tv/programas/soho-hoy/',
    );
  });
});
