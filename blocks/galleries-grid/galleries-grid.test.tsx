// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import block from './index';
import { GalleriesGrid } from './GalleriesGrid';
import type { Config, Data } from './config';
import { fakeSources } from '../../fixtures/cards';
import { galleryDoc, galleryPages, galleryTiles } from '../../fixtures/galleries';
import { ctxFixture } from '../../fixtures/site';
import type { ContentList } from '../../contracts/ans';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  cleanup();
});
afterAll(() => server.close());

function fetchWith(list: ContentList, config: Record<string, unknown> = {}) {
  const contentApir = vi.fn(async () => list);
  const ctx = { ...ctxFixture(), sources: fakeSources({ 'content-apir': contentApir }) };
  return { contentApir, data: block.fetch!(block.config.parse({ published: true, ...config }), ctx) };
}

describe('galleries grid: what it asks for (spec 3, 9)', () => {
  it('asks for 12 galleries of /galerias from offset 9, and continues 12 further on', async () => {
    const list = { content_elements: [galleryDoc(9), galleryDoc(10, { withImage: false }), galleryDoc(11)], count: 40 };
    const { contentApir, data } = fetchWith(list);
    const result = await data;
    expect(contentApir).toHaveBeenCalledWith(
      expect.objectContaining({ includeSections: 'galerias', feedSize: 12, feedOffset: 9 }),
    );
    // Spec 3, 5: the gallery without a main image is dropped.
    expect(result?.items.map((item) => item.url)).toEqual([galleryDoc(9).canonical_url, galleryDoc(11).canonical_url]);
    expect(result).toMatchObject({ next: 21, count: 40, section: 'galerias' });
  });

  it('reads the configured section instead', async () => {
    const { contentApir, data } = fetchWith({ content_elements: [galleryDoc(1)], count: 1 }, { section: '/fotos' });
    await data;
    expect(contentApir).toHaveBeenCalledWith(expect.objectContaining({ includeSections: '/fotos' }));
  });

  it('renders nothing when no gallery has a main image', async () => {
    const { data } = fetchWith({ content_elements: [galleryDoc(1, { withImage: false })], count: 1 });
    expect(await data).toBeNull();
  });

  it('defaults to 12 from offset 9', () => {
    expect(block.config.parse({})).toEqual({ published: false, feedSize: 12, offSet: 9 });
  });
});

const config: Config = { published: true, title: 'Más galerías', feedSize: 12, offSet: 9 };
const first: Data = { items: galleryTiles(12, 9), next: 21, count: 40, section: 'galerias' };

function renderGrid(data: Data = first) {
  render(<GalleriesGrid config={config} data={data} ctx={ctxFixture()} />);
  return () => screen.getAllByRole('article');
}

describe('galleries grid in the page', () => {
  it('shows the title and each gallery as its picture, linked, with the headline laid over it', () => {
    const tiles = renderGrid();
    expect(screen.getByRole('heading', { level: 2, name: 'Más galerías' })).toBeTruthy();
    expect(tiles()).toHaveLength(12);
    const link = within(tiles()[0]).getByRole('link');
    expect(link.getAttribute('href')).toBe(first.items[0].url);
    expect(within(link).getByRole('img').getAttribute('alt')).toBe(first.items[0].image.alt_text);
    expect(within(link).getByRole('heading', { level: 3 }).textContent).toBe(first.items[0].headline);
  });

  it('appends 12 per click, from offset 21 then 33, dropping galleries without a main image', async () => {
    const queries: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      queries.push(JSON.parse(new URL(request.url).searchParams.get('query') ?? '{}'));
    });
    server.use(galleryPages('content-apir', 40, (i) => galleryDoc(i, { withImage: i !== 22 })));
    const tiles = renderGrid();
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más galerías' }));
    await vi.waitFor(() => expect(tiles()).toHaveLength(23));
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más galerías' }));
    await vi.waitFor(() => expect(tiles()).toHaveLength(30));
    expect(queries).toEqual([
      expect.objectContaining({ includeSections: 'galerias', feedOffset: 21, feedSize: 12 }),
      expect.objectContaining({ includeSections: 'galerias', feedOffset: 33, feedSize: 12 }),
    ]);
    // Offset 33 of 40 was the last page.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has no button when the first page is the whole list', () => {
    renderGrid({ ...first, items: galleryTiles(3, 9), count: 12 });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
