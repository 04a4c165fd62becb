// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { ctxFixture } from '../../fixtures/site';
import { fakeSources } from '../../fixtures/cards';
import { journalistRecord, tvJournalists, videoDocs, videoItems, videoPagesHandler } from '../../fixtures/tv';
import { CARD_FIELDS } from '../../ui/card-item';
import block from './index';
import { JournalistVideoPage, MORE_VIDEOS, VIDEOS_FIRST_OFFSET, VIDEOS_FIRST_SIZE } from './JournalistVideoPage';
import type { Data } from './config';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());

/** Twelve journalists configured; the page's own is the first. */
const autorIds = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`Periodista ${i}`, `periodista-${i}`]));

function ctxFor(autor: string, brand = 'semana') {
  const authors = vi.fn(async ({ idAutor }: { idAutor: string }) =>
    idAutor === 'nadie' ? null : { ...journalistRecord(idAutor), _id: idAutor },
  );
  const list = vi.fn(async (_query: { includeSections: string; feedSize?: unknown }) => ({
    content_elements: videoDocs(12, 9),
    count: 40,
  }));
  const sources = fakeSources({ 'authors-api': authors, 'content-apir-v2': list });
  return {
    authors,
    list,
    ctx: { ...ctxFixture(), path: `/semana-tv/periodistas/${autor}/`, params: { brand, autor }, sources },
  };
}

describe('journalist-video-page fetch', () => {
  it("shows the address's journalist, at most 9 others, and 'Otros videos' from offset 9, 12 of them", async () => {
    const { authors, list, ctx } = ctxFor('periodista-0');
    const data = await block.fetch!(block.config.parse({ published: true, autorIds }), ctx);
    expect(authors.mock.calls[0][0]).toEqual({ idAutor: 'periodista-0' });
    expect(data?.journalist).toMatchObject({ id: 'periodista-0', url: '/semana-tv/periodistas/periodista-0/' });
    expect(data?.journalist.bio).toBeTruthy();
    expect(data?.others.map((j) => j.id)).toEqual(Array.from({ length: 9 }, (_, i) => `periodista-${i + 1}`));
    expect([VIDEOS_FIRST_OFFSET, VIDEOS_FIRST_SIZE, MORE_VIDEOS]).toEqual([9, 12, 4]);
    expect(list).toHaveBeenCalledWith({
      includeSections: 'videos',
      includeSubtypes: 'video',
      sourceInclude: CARD_FIELDS,
      feedSize: 12,
      feedOffset: 9,
    });
    expect(data?.videos).toMatchObject({ next: 21, count: 40 });
  });

  it("renders nothing for an unknown journalist or under another brand's address", async () => {
    const config = block.config.parse({ published: true, autorIds });
    expect(await block.fetch!(config, ctxFor('nadie').ctx)).toBeNull();
    const soho = ctxFor('periodista-0', 'soho');
    expect(await block.fetch!(config, soho.ctx)).toBeNull();
    expect(soho.authors).not.toHaveBeenCalled();
  });
});

const data: Data = {
  journalist: { ...tvJournalists(1)[0], bio: 'Periodista y presentadora.' },
  others: tvJournalists(4).slice(1),
  videos: { items: videoItems(12, 9), next: 21, count: 30 },
};

describe('journalist-video-page', () => {
  it("shows the journalist, 'Otros Periodistas' and 'Otros videos'; 'Cargar más' adds 4 from offset 21, then 25", async () => {
    const queries: Record<string, unknown>[] = [];
    server.use(videoPagesHandler('content-apir-v2', 30, { queries }));
    render(<JournalistVideoPage config={block.config.parse({ published: true })} data={data} ctx={ctxFixture()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Vicky Dávila');
    const others = screen.getByRole('region', { name: 'Otros Periodistas' });
    expect(
      within(others)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(data.others.map((j) => j.url));
    const videos = () => within(screen.getByRole('region', { name: 'Otros videos' })).getAllByRole('article');
    expect(videos()).toHaveLength(12);
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await vi.waitFor(() => expect(videos()).toHaveLength(16));
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await vi.waitFor(() => expect(videos()).toHaveLength(20));
    expect(queries.map((q) => [q.feedOffset, q.feedSize])).toEqual([
      [21, 4],
      [25, 4],
    ]);
  });
});
