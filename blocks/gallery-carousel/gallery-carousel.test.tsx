// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import block from './index';
import { GalleryCarousel } from './GalleryCarousel';
import type { Config } from './config';
import { fakeSources } from '../../fixtures/cards';
import { galleryDoc, galleryTiles } from '../../fixtures/galleries';
import { ctxFixture } from '../../fixtures/site';

afterEach(cleanup);

const list = { content_elements: [galleryDoc(0), galleryDoc(1, { withImage: false }), galleryDoc(2)], count: 3 };

function sources() {
  const contentApir = vi.fn(async () => list);
  const collections = vi.fn(async () => list);
  return {
    contentApir,
    collections,
    ctx: {
      ...ctxFixture(),
      sources: fakeSources({ 'content-apir': contentApir, 'content-api-collections': collections }),
    },
  };
}

describe('gallery carousel config (spec 3, 3)', () => {
  it('has a White background unless the editor picks Dark, and nothing else', () => {
    expect(block.config.parse({}).background).toBe('White');
    expect(block.config.parse({ background: 'Dark' }).background).toBe('Dark');
    expect(block.config.safeParse({ background: 'Blue' }).success).toBe(false);
  });
});

describe('gallery carousel fetch', () => {
  it('takes 8 galleries of /galerias by default and drops those without a main image', async () => {
    const { contentApir, ctx } = sources();
    const data = await block.fetch!(block.config.parse({ published: true }), ctx);
    expect(contentApir).toHaveBeenCalledWith(expect.objectContaining({ includeSections: 'galerias', feedSize: 8 }));
    expect(data?.items.map((item) => item.url)).toEqual([galleryDoc(0).canonical_url, galleryDoc(2).canonical_url]);
  });

  it('uses the collection when both a section and a collection are set (spec 3, 1)', async () => {
    const { contentApir, collections, ctx } = sources();
    await block.fetch!(block.config.parse({ published: true, section: '/nacion', collectionId: 'galerias' }), ctx);
    expect(collections).toHaveBeenCalledWith(expect.objectContaining({ queryString: 'galerias', size: 8 }));
    expect(contentApir).not.toHaveBeenCalled();
  });
});

const config: Config = { published: true, title: 'Fotos', link: '/galerias/', background: 'White', feedSize: 8 };

function renderCarousel(overrides: Partial<Config> = {}) {
  return render(
    <GalleryCarousel config={{ ...config, ...overrides }} data={{ items: galleryTiles(8) }} ctx={ctxFixture()} />,
  );
}

describe('gallery carousel', () => {
  it('wraps the title in a link to the configured page, or shows it plain', () => {
    renderCarousel();
    expect(screen.getByRole('link', { name: 'Fotos' }).getAttribute('href')).toBe('/galerias/');
    cleanup();
    renderCarousel({ link: undefined });
    expect(screen.getByRole('heading', { level: 2 }).innerHTML).toBe('Fotos');
  });

  it('paints the background the editor chose', () => {
    const { container } = renderCarousel({ background: 'Dark' });
    expect(container.querySelector('.gallery-carousel')?.classList).toContain('gallery-carousel--dark');
    cleanup();
    const white = renderCarousel();
    expect(white.container.querySelector('.gallery-carousel')?.classList).toContain('gallery-carousel--white');
  });

  it('lays each headline over its picture, inside the gallery link', () => {
    renderCarousel();
    const slides = screen.getAllByRole('group');
    expect(slides).toHaveLength(8);
    const link = within(slides[1]).getByRole('link');
    expect(link.getAttribute('href')).toBe(galleryTiles(2)[1].url);
    expect(within(link).getByRole('heading', { level: 3 }).textContent).toBe(galleryTiles(2)[1].headline);
  });

  it('moves with its dots and arrows; the previous arrow waits for the second slide', async () => {
    const { container } = renderCarousel();
    // swiper starts once the reader reaches for the carousel (ui/use-swiper-wanted.ts).
    fireEvent.pointerOver(container.querySelector('.carousel')!);
    await waitFor(() => expect(container.querySelector('[data-carousel-ready]')).not.toBeNull());
    const previous = container.querySelector<HTMLButtonElement>('.carousel__arrow--prev');
    if (!previous) throw new Error('no previous arrow');
    expect(previous.hidden).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(previous.hidden).toBe(false));
    const dot = (n: number) => screen.getByRole('button', { name: `Ir a la diapositiva ${n}` });
    expect(dot(2).getAttribute('aria-current')).toBe('true');
    await userEvent.click(dot(5));
    await waitFor(() => expect(dot(5).getAttribute('aria-current')).toBe('true'));
  });
});
