// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import block from './index';
import { LoadMoreList } from './LoadMoreList';
import type { Data } from './config';
import { fakeSources } from '../../fixtures/cards';
import { ctxFixture } from '../../fixtures/site';
import { sectionEndpoint, sectionSource, type SectionFixture } from '../../fixtures/section-pages';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());

// The promo list as the section pages place it: from offset 4, 8 per click.
const promo = block.config.parse({ published: true, source: 'content-apir', offSet: 4, feedSize: 8 });
const economia: SectionFixture = { total: 23, section: 'economia', imageless: [5] };

async function firstPage(fixture: SectionFixture, params: Record<string, string>, config = promo) {
  const source = vi.fn(sectionSource(fixture));
  const ctx = { ...ctxFixture(), params, sources: fakeSources({ 'content-apir': source }) };
  return { data: await block.fetch!(config, ctx), source };
}

describe('load-more-list as a paged promo list (content-apir)', () => {
  it("renders its own first 7 stories from offset 4 of the address's section, less those without an image", async () => {
    const { data, source } = await firstPage(economia, { section: 'economia' });
    expect(source).toHaveBeenCalledWith(
      expect.objectContaining({ includeSections: 'economia', feedOffset: 4, feedSize: 7 }),
    );
    expect(data?.items.map((item) => item.url)).toEqual(
      [4, 6, 7, 8, 9, 10].map((i) => `/economia/articulo/nota-${i}/fixture-${i}/`),
    );
    expect(data).toMatchObject({ next: 11, count: 23, query: { source: 'content-apir', includeSections: 'economia' } });
  });

  it('takes a configured section over the address, and renders nothing without a section or stories', async () => {
    const configured = await firstPage(economia, { section: 'economia' }, { ...promo, section: '/mundo' });
    expect(configured.source).toHaveBeenCalledWith(expect.objectContaining({ includeSections: '/mundo' }));
    expect((await firstPage(economia, {})).data).toBeNull();
    expect((await firstPage({ total: 4 }, { section: 'economia' })).data).toBeNull();
  });

  it("appends 8 per 'Cargar más' click, 'Cargando...' meanwhile, and the button goes at the end", async () => {
    const { data } = await firstPage(economia, { section: 'economia' });
    render(<LoadMoreList config={{ ...promo, title: 'Economía' }} data={data as Data} ctx={ctxFixture()} />);
    expect(screen.getByRole('heading', { name: 'Economía' })).toBeTruthy();
    const endpoint = sectionEndpoint(economia);
    server.use(endpoint.handler);
    const items = () => screen.getAllByRole('listitem');
    expect(items()).toHaveLength(6);

    const open = endpoint.hold();
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(((await screen.findByRole('button', { name: 'Cargando...' })) as HTMLButtonElement).disabled).toBe(true);
    open();
    await vi.waitFor(() => expect(items()).toHaveLength(14));
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await vi.waitFor(() => expect(items()).toHaveLength(18));
    expect(endpoint.queries.map((q) => [q.includeSections, q.feedOffset, q.feedSize])).toEqual([
      ['economia', 11, 8],
      ['economia', 19, 8],
    ]);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
