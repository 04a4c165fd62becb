// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import block from './index';
import { SectionGrid } from './SectionGrid';
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

const nacion: SectionFixture = { total: 27, section: 'nacion', imageless: [12] };

async function firstPage(fixture: SectionFixture, params: Record<string, string>, config = {}) {
  const source = vi.fn(sectionSource(fixture));
  const ctx = { ...ctxFixture(), params, sources: fakeSources({ 'content-apir': source }) };
  const data = await block.fetch!(block.config.parse({ published: true, ...config }), ctx);
  return { data, source };
}

async function renderGrid(fixture: SectionFixture = nacion) {
  const { data } = await firstPage(fixture, { section: 'nacion' });
  render(<SectionGrid config={block.config.parse({ published: true })} data={data as Data} ctx={ctxFixture()} />);
  const endpoint = sectionEndpoint(fixture);
  server.use(endpoint.handler);
  return { cards: () => screen.getAllByRole('article'), queries: endpoint.queries, hold: endpoint.hold };
}

describe('section-grid', () => {
  it('asks for the first 7 stories at offset 4 of the section in the address (spec 3, 9)', async () => {
    const { data, source } = await firstPage(nacion, { section: 'nacion' });
    expect(source).toHaveBeenCalledWith(
      expect.objectContaining({ includeSections: 'nacion', feedOffset: 4, feedSize: 7 }),
    );
    expect(data?.items).toHaveLength(7);
    expect(data).toMatchObject({ next: 11, count: 27, section: 'nacion' });
  });

  it('reads /seccion/{subsection}/{section}/, and a configured section wins over the address', async () => {
    const sub = await firstPage(nacion, { subsection: 'mundo', section: 'noticias-estados-unidos' });
    expect(sub.source).toHaveBeenCalledWith(
      expect.objectContaining({ includeSections: 'mundo/noticias-estados-unidos' }),
    );
    const configured = await firstPage(nacion, { section: 'nacion' }, { section: '/deportes' });
    expect(configured.source).toHaveBeenCalledWith(expect.objectContaining({ includeSections: '/deportes' }));
  });

  it('renders nothing without a section or without stories that have an image', async () => {
    expect((await firstPage(nacion, {})).data).toBeNull();
    expect((await firstPage({ total: 6, imageless: [4, 5] }, { section: 'nacion' })).data).toBeNull();
  });

  it("appends 8 more per 'Cargar más notas' click, reading 'Cargando...' meanwhile, until the section ends", async () => {
    const { cards, queries, hold } = await renderGrid();
    expect(cards()).toHaveLength(7);
    expect(screen.getAllByRole('link')[0].getAttribute('href')).toBe('/nacion/articulo/nota-4/fixture-4/');

    const open = hold();
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más notas' }));
    expect(((await screen.findByRole('button', { name: 'Cargando...' })) as HTMLButtonElement).disabled).toBe(true);
    open();
    // Story 12 has no image: 7 of the 8 are appended.
    await vi.waitFor(() => expect(cards()).toHaveLength(14));
    expect(screen.queryByAltText('Foto 12')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Cargar más notas' }));
    await vi.waitFor(() => expect(cards()).toHaveLength(22));
    expect(queries.map((q) => [q.feedOffset, q.feedSize])).toEqual([
      [11, 8],
      [19, 8],
    ]);
    // 27 stories: the next offset (27) is not below the count, so the button is gone.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('loads once on a double click', async () => {
    const { cards, queries, hold } = await renderGrid();
    // The answer waits until both clicks are in: on a slow machine it could otherwise land between them.
    const open = hold();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Cargar más notas' }));
    open();
    await vi.waitFor(() => expect(cards()).toHaveLength(14));
    expect(queries).toHaveLength(1);
  });

  it('defaults to 7 stories at offset 4', () => {
    expect(block.config.parse({})).toEqual({ published: false, feedSize: 7, offSet: 4 });
  });
});
