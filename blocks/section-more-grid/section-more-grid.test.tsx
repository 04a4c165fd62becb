// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import block from './index';
import { SectionMoreGrid } from './SectionMoreGrid';
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

const politica: SectionFixture = { total: 25, section: 'politica' };

async function firstPage(fixture: SectionFixture, params: Record<string, string> = { section: 'politica' }) {
  const source = vi.fn(sectionSource(fixture));
  const ctx = { ...ctxFixture(), params, sources: fakeSources({ 'content-apir': source }) };
  return { data: await block.fetch!(block.config.parse({ published: true }), ctx), source };
}

describe('section-more-grid', () => {
  it('asks for the first 6 stories at offset 9 of the section in the address (spec 3, 9)', async () => {
    const { data, source } = await firstPage(politica);
    expect(source).toHaveBeenCalledWith(
      expect.objectContaining({ includeSections: 'politica', feedOffset: 9, feedSize: 6 }),
    );
    expect(data).toMatchObject({ next: 15, count: 25, section: 'politica' });
    expect(data?.items.map((item) => item.url)[0]).toBe('/politica/articulo/nota-9/fixture-9/');
  });

  it('renders nothing when the section has no story beyond the first nine', async () => {
    expect((await firstPage({ total: 9 })).data).toBeNull();
    expect((await firstPage(politica, {})).data).toBeNull();
  });

  it("appends 6 more per 'Ver más contenido' click, reading 'Cargando...' meanwhile, until the section ends", async () => {
    const { data } = await firstPage(politica);
    const config = block.config.parse({ published: true, title: 'Política' });
    render(<SectionMoreGrid config={config} data={data as Data} ctx={ctxFixture()} />);
    const endpoint = sectionEndpoint(politica);
    server.use(endpoint.handler);
    const cards = () => screen.getAllByRole('article');
    expect(cards()).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Política' }).getAttribute('href')).toBe('/politica/');

    const open = endpoint.hold();
    await userEvent.click(screen.getByRole('button', { name: 'Ver más contenido' }));
    expect(((await screen.findByRole('button', { name: 'Cargando...' })) as HTMLButtonElement).disabled).toBe(true);
    open();
    await vi.waitFor(() => expect(cards()).toHaveLength(12));
    await userEvent.click(screen.getByRole('button', { name: 'Ver más contenido' }));
    // 25 stories: the last page holds the 4 left, and no button follows it.
    await vi.waitFor(() => expect(cards()).toHaveLength(16));
    expect(endpoint.queries.map((q) => [q.feedOffset, q.feedSize])).toEqual([
      [15, 6],
      [21, 6],
    ]);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('defaults to 6 stories at offset 9', () => {
    expect(block.config.parse({})).toEqual({ published: false, feedSize: 6, offSet: 9 });
  });
});
