// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import block from './index';
import { SpecialReport } from './SpecialReport';
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

// Specials 10 and 14 have no main image.
const specials: SectionFixture = { total: 20, section: 'especiales', imageless: [10, 14] };

async function firstPage(fixture: SectionFixture, config = {}) {
  const source = vi.fn(sectionSource(fixture));
  const ctx = { ...ctxFixture(), sources: fakeSources({ 'content-apir': source }) };
  return { data: await block.fetch!(block.config.parse({ published: true, ...config }), ctx), source };
}

describe('special-report', () => {
  it('asks for 4 specials at offset 9 of /especiales and drops those without a main image (spec 3, 5 and 9)', async () => {
    const { data, source } = await firstPage(specials);
    expect(source).toHaveBeenCalledWith(
      expect.objectContaining({ includeSections: '/especiales', feedOffset: 9, feedSize: 4 }),
    );
    expect(data?.items.map((item) => item.url)).toEqual(
      [9, 11, 12].map((i) => `/especiales/articulo/nota-${i}/fixture-${i}/`),
    );
    expect(data).toMatchObject({ next: 13, count: 20 });
    expect((await firstPage({ total: 9 })).data).toBeNull();
  });

  it("puts a 'Ver el especial' button on each card, leading to its special", async () => {
    const { data } = await firstPage(specials);
    render(<SpecialReport config={block.config.parse({ published: true })} data={data as Data} ctx={ctxFixture()} />);
    const buttons = screen.getAllByRole('link', { name: 'Ver el especial' });
    expect(buttons.map((a) => a.getAttribute('href'))).toEqual(data?.items.map((item) => item.url));
    for (const card of screen.getAllByRole('article')) expect(within(card).getByRole('heading')).toBeTruthy();
  });

  it("loads 4 more per 'Cargar más' click, reading 'Cargando...' meanwhile, until the specials end", async () => {
    const { data } = await firstPage(specials);
    render(<SpecialReport config={block.config.parse({ published: true })} data={data as Data} ctx={ctxFixture()} />);
    const endpoint = sectionEndpoint(specials);
    server.use(endpoint.handler);
    const ctas = () => screen.getAllByRole('link', { name: 'Ver el especial' });

    const open = endpoint.hold();
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(((await screen.findByRole('button', { name: 'Cargando...' })) as HTMLButtonElement).disabled).toBe(true);
    open();
    // 13 to 16, less the imageless 14.
    await vi.waitFor(() => expect(ctas()).toHaveLength(6));
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await vi.waitFor(() => expect(ctas()).toHaveLength(9));
    expect(endpoint.queries.map((q) => [q.feedOffset, q.feedSize])).toEqual([
      [13, 4],
      [17, 4],
    ]);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('defaults to 4 per load from offset 9', () => {
    expect(block.config.parse({})).toEqual({ published: false, feedSize: 4, offSet: 9 });
  });
});
