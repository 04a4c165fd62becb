// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import block from './index';
import { CartoonsGrid } from './CartoonsGrid';
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

const cartoons: SectionFixture = { total: 14, section: 'caricaturas' };

async function firstPage(fixture: SectionFixture, config = {}, params: Record<string, string> = {}) {
  const source = vi.fn(sectionSource(fixture));
  const ctx = { ...ctxFixture(), params, sources: fakeSources({ 'content-apir': source }) };
  return { data: await block.fetch!(block.config.parse({ published: true, ...config }), ctx), source };
}

describe('cartoons-grid', () => {
  it('shows the first 4 cartoons at offset 5 of /caricaturas, whatever section the page is (spec 3, 9)', async () => {
    const { data, source } = await firstPage(cartoons, {}, { section: 'nacion' });
    expect(source).toHaveBeenCalledWith(
      expect.objectContaining({ includeSections: '/caricaturas', feedOffset: 5, feedSize: 4 }),
    );
    expect(data).toMatchObject({ next: 9, count: 14 });
    expect(data?.items).toHaveLength(4);
  });

  it('reads the configured section, and renders nothing without cartoons past the first five', async () => {
    const configured = await firstPage(cartoons, { section: '/humor' });
    expect(configured.source).toHaveBeenCalledWith(expect.objectContaining({ includeSections: '/humor' }));
    expect((await firstPage({ total: 5 })).data).toBeNull();
  });

  it("appends 2 cartoons per 'VER MÁS CARICATURAS' click, reading 'CARGANDO...' meanwhile, until there are no more", async () => {
    const { data } = await firstPage(cartoons);
    render(<CartoonsGrid config={block.config.parse({ published: true })} data={data as Data} ctx={ctxFixture()} />);
    const endpoint = sectionEndpoint(cartoons);
    server.use(endpoint.handler);
    const cards = () => screen.getAllByRole('article');
    const more = () => screen.getByRole('button', { name: 'VER MÁS CARICATURAS' });

    const open = endpoint.hold();
    await userEvent.click(more());
    expect(((await screen.findByRole('button', { name: 'CARGANDO...' })) as HTMLButtonElement).disabled).toBe(true);
    open();
    await vi.waitFor(() => expect(cards()).toHaveLength(6));
    await userEvent.click(more());
    await vi.waitFor(() => expect(cards()).toHaveLength(8));
    await userEvent.click(more());
    await vi.waitFor(() => expect(cards()).toHaveLength(9));
    expect(endpoint.queries.map((q) => [q.feedOffset, q.feedSize])).toEqual([
      [9, 2],
      [11, 2],
      [13, 2],
    ]);
    // Only the 14th cartoon was left for the last click: no button after it.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('defaults to 4 cartoons at offset 5', () => {
    expect(block.config.parse({})).toEqual({ published: false, feedSize: 4, offSet: 5 });
  });
});
