// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import block from './index';
import { CollectionGallery } from './CollectionGallery';
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

function fetchWith(list: ContentList) {
  const collections = vi.fn(async () => list);
  const ctx = { ...ctxFixture(), sources: fakeSources({ 'content-api-collections': collections }) };
  return { collections, data: block.fetch!(block.config.parse({ published: true, collectionId: 'galerias' }), ctx) };
}

describe('collection-based gallery: what it asks for', () => {
  it("asks for the collection's first 6 galleries and drops those without a main image", async () => {
    const { collections, data } = fetchWith({
      content_elements: [galleryDoc(0), galleryDoc(1, { withImage: false }), galleryDoc(2)],
      count: 15,
    });
    const result = await data;
    expect(collections).toHaveBeenCalledWith(expect.objectContaining({ queryString: 'galerias', from: 0, size: 6 }));
    expect(result?.items.map((item) => item.url)).toEqual([galleryDoc(0).canonical_url, galleryDoc(2).canonical_url]);
    expect(result).toMatchObject({ next: 6, count: 15 });
  });

  it('renders nothing for an empty or unknown collection', async () => {
    expect(await fetchWith({ content_elements: [], count: 0 }).data).toBeNull();
  });

  it('needs a collection', () => {
    expect(block.config.safeParse({ published: true }).success).toBe(false);
  });
});

const config: Config = { published: true, collectionId: 'galerias', title: 'Galerías destacadas', feedSize: 6 };
const first: Data = { items: galleryTiles(6), next: 6, count: 15 };

describe('collection-based gallery in the page', () => {
  it('adds 6 galleries per click, in the collection order, until the collection ends', async () => {
    const queries: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      queries.push(JSON.parse(new URL(request.url).searchParams.get('query') ?? '{}'));
    });
    server.use(galleryPages('content-api-collections', 15));
    render(<CollectionGallery config={config} data={first} ctx={ctxFixture()} />);
    const tiles = () => screen.getAllByRole('article');
    expect(tiles()).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más galerías' }));
    await vi.waitFor(() => expect(tiles()).toHaveLength(12));
    expect(screen.getAllByRole('link').at(-1)?.getAttribute('href')).toBe(galleryDoc(11).canonical_url);
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más galerías' }));
    await vi.waitFor(() => expect(tiles()).toHaveLength(15));
    expect(queries).toEqual([
      expect.objectContaining({ queryString: 'galerias', from: 6, size: 6 }),
      expect.objectContaining({ queryString: 'galerias', from: 12, size: 6 }),
    ]);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('links the title when the editor gives a link', () => {
    render(<CollectionGallery config={{ ...config, link: '/galerias/' }} data={first} ctx={ctxFixture()} />);
    expect(screen.getByRole('link', { name: 'Galerías destacadas' }).getAttribute('href')).toBe('/galerias/');
  });
});
