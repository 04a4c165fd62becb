// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import { fakeSources } from '../../fixtures/cards';
import { imagesData } from '../../contracts/image-sizes';
import type { AuthorRecord } from '../../contracts/sources/authors-api';
import { FIXTURE_AUTHOR } from '../../fixtures/authors';
import block from './index';
import { AuthorProfile } from './AuthorProfile';

afterEach(cleanup);
const config = block.config.parse({ published: true });
const slug = FIXTURE_AUTHOR.slug;
const credit = { name: FIXTURE_AUTHOR.byline, description: FIXTURE_AUTHOR.bio };

/** The author's record, as the authors source answers it. */
const record = (byline: string, photo: string | null): AuthorRecord => ({
  _id: 'a1',
  byline,
  bio_page: `/autor/${slug}/`,
  image: photo ? { url: photo, images_data: imagesData('foto') } : null,
});

function sources(author: AuthorRecord | null, credits: { name: string; description?: string }[]) {
  const authorsApi = vi.fn(async () => author);
  const latest = vi.fn(async () => ({ content_elements: [{ credits: { by: credits } }], count: 1 }));
  return {
    authorsApi,
    latest,
    ctx: {
      ...ctxFixture(),
      params: { authorSlug: slug },
      sources: fakeSources({ 'authors-api': authorsApi, 'content-apir-author': latest }),
    },
  };
}

describe('author-profile', () => {
  it("takes the byline and photo from the author's record and the bio from their newest story", async () => {
    const { ctx, authorsApi, latest } = sources(record('Lucía F.', '/images/foto/200x200.jpg'), [
      { name: 'Otra Persona', description: 'No es ella' },
      credit,
    ]);
    const data = await block.fetch!(config, ctx);
    expect(authorsApi).toHaveBeenCalledWith({ idAutor: slug });
    expect(latest).toHaveBeenCalledWith({ authorSlug: slug, feedSize: 1, sourceInclude: 'credits.by' });
    expect(data).toEqual({
      slug,
      author: { byline: 'Lucía F.', bio: FIXTURE_AUTHOR.bio, imageUrl: '/images/foto/200x200.jpg' },
    });
    expect(block.head!(config, data!, ctx)).toEqual({
      title: 'Lucía F. | Semana',
      description: FIXTURE_AUTHOR.bio,
      canonical: `/autor/${slug}/`,
    });
  });

  it("falls back to the story's byline and the resizer's square photo when there is no record", async () => {
    const { ctx } = sources(null, [{ name: FIXTURE_AUTHOR.byline }]);
    const data = await block.fetch!(config, ctx);
    expect(data).toEqual({
      slug,
      author: { byline: FIXTURE_AUTHOR.byline, imageUrl: `/images/author-${slug}/200x200.jpg` },
    });
    expect(block.head!(config, data!, ctx).description).toBe(`Notas de ${FIXTURE_AUTHOR.byline} en Semana.`);
  });

  it('answers 404 for an unknown author, and asks no source for an address that is not a slug', async () => {
    const { ctx } = sources(null, []);
    const unknown = await block.fetch!(config, ctx);
    expect(unknown).toEqual({ slug, author: null });
    expect(block.head!(config, unknown!, ctx)).toEqual({ title: 'Autor no encontrado | Semana', status: 404 });
    const bad = { ...ctxFixture(), params: { authorSlug: 'Lucía Pérez' }, sources: fakeSources({}) };
    expect(await block.fetch!(config, bad)).toEqual({ slug: 'Lucía Pérez', author: null });
  });

  it('shows the photo, the byline as the page heading and the bio', () => {
    const author = { byline: FIXTURE_AUTHOR.byline, bio: FIXTURE_AUTHOR.bio, imageUrl: FIXTURE_AUTHOR.imageUrl };
    render(<AuthorProfile config={config} data={{ slug, author }} ctx={ctxFixture()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(FIXTURE_AUTHOR.byline);
    expect(screen.getByRole('img', { name: FIXTURE_AUTHOR.byline })).toBeTruthy();
    expect(screen.getByText(FIXTURE_AUTHOR.bio)).toBeTruthy();
  });

  it("says 'Autor no encontrado' and links back to the home page", () => {
    render(<AuthorProfile config={config} data={{ slug, author: null }} ctx={ctxFixture()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Autor no encontrado');
    expect(screen.getByText(/No encontramos un autor con esa dirección\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a la portada' }).getAttribute('href')).toBe('/');
  });
});
