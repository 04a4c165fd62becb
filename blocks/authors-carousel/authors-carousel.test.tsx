// @vitest-environment happy-dom
import { migrateConfig } from '../../runtime/migrate';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ctxFixture } from '../../fixtures/site';
import type { SourceResult } from '../../contracts/sources';
import { fakeSources } from '../../fixtures/cards';
import { articleFixture } from '../../fixtures/article';
import { carouselAuthors } from '../../fixtures/authors';
import { AuthorsCarousel } from './AuthorsCarousel';
import block from './index';

afterEach(cleanup);
const ctx = ctxFixture();

const record = (id: string, byline: string): SourceResult<'authors-api'> => ({
  _id: id,
  byline,
  bio_page: `/autor/${id}/`,
  image: { url: `/images/author-${id}/200x200.jpg`, images_data: { intrinsic: [], fill: [] } },
});
const sources = fakeSources({
  'authors-api': async ({ idAutor }) => (idAutor === 'desconocido' ? null : record(idAutor, `Autor ${idAutor}`)),
});

const renderAuthors = (count: number) =>
  render(<AuthorsCarousel config={{ published: true }} data={{ items: carouselAuthors(count) }} ctx={ctx} />);

describe('authors carousel (spec 1, 2.4)', () => {
  it("shows each of the story's authors with avatar and byline from authors-api", async () => {
    const story = articleFixture();
    story.credits = { by: [{ _id: 'ana-rios', name: 'Ana Ríos' }, { name: 'Luis Pérez' }] };
    const data = await block.fetch!({ published: true }, { ...ctx, sources, story });
    expect(data!.items).toEqual([
      {
        id: 'ana-rios',
        byline: 'Autor ana-rios',
        url: '/autor/ana-rios/',
        image: '/images/author-ana-rios/200x200.jpg',
      },
      {
        id: 'luis-perez',
        byline: 'Autor luis-perez',
        url: '/autor/luis-perez/',
        image: '/images/author-luis-perez/200x200.jpg',
      },
    ]);
    render(<AuthorsCarousel config={{ published: true }} data={data!} ctx={ctx} />);
    expect(screen.getByRole('link', { name: 'Autor ana-rios' }).querySelector('img')?.getAttribute('src')).toBe(
      '/images/author-ana-rios/200x200.jpg',
    );
  });

  it('uses the configured author ids instead of the story, and drops ids nobody knows', async () => {
    const data = await block.fetch!(
      { published: true, autorIds: { '1': 'vicky', '2': 'desconocido', '3': 'vicky' } },
      { ...ctx, sources, story: articleFixture() },
    );
    expect(data!.items.map((a) => a.byline)).toEqual(['Autor vicky']);
  });

  it('reads a v1 config (`authorIds` list) as spec 3’s `autorIds` map', () => {
    expect(migrateConfig(block, 1, { published: true, authorIds: ['vicky', 'ana'] })).toEqual({
      published: true,
      autorIds: { '1': 'vicky', '2': 'ana' },
    });
  });

  it('keeps the byline of a story author the source does not know, without avatar', async () => {
    const story = articleFixture();
    story.credits = {
      by: [
        { _id: 'desconocido', name: 'Colaborador invitado' },
        { _id: 'ana-rios', name: 'Ana Ríos' },
      ],
    };
    const data = await block.fetch!({ published: true }, { ...ctx, sources, story });
    expect(data!.items[0]).toEqual({ id: 'desconocido', byline: 'Colaborador invitado' });
  });

  it('S1-118: on a story it is for several authors: one byline shows no carousel', async () => {
    const story = articleFixture();
    story.credits = { by: [{ _id: 'ana-rios', name: 'Ana Ríos' }] };
    expect(await block.fetch!({ published: true }, { ...ctx, sources, story })).toBeNull();
  });

  it('has no arrows with 7 authors', () => {
    const { container } = renderAuthors(7);
    expect(screen.getAllByRole('link')).toHaveLength(7);
    expect(container.querySelectorAll('.carousel__arrow')).toHaveLength(0);
  });

  it('has arrows with 8 authors, the previous one hidden at the first slide', async () => {
    const { container } = renderAuthors(8);
    // swiper starts once the reader reaches for the carousel (ui/use-swiper-wanted.ts).
    fireEvent.pointerOver(container.querySelector('.carousel')!);
    await waitFor(() => expect(container.querySelector('[data-carousel-ready]')).not.toBeNull());
    expect(container.querySelectorAll('.carousel__arrow')).toHaveLength(2);
    const previous = container.querySelector<HTMLButtonElement>('.carousel__arrow--prev')!;
    expect(previous.getAttribute('aria-label')).toBe('Anterior');
    expect(previous.hidden).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(previous.hidden).toBe(false));
  });
});
