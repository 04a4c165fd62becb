// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ArticleCardGrid } from './ArticleCardGrid';
import type { Config, Data } from './config';
import { cardItems, storyDoc } from '../../fixtures/cards';
import { ctxFixture } from '../../fixtures/site';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());

const config: Config = {
  published: true,
  title: 'Nación',
  section: 'nacion',
  feedSize: 8,
  offSet: 0,
  videos: true,
  loadMore: true,
};
const firstPage: Data = { items: cardItems(8), next: 8, count: 30, section: 'nacion' };

function renderGrid(data: Data = firstPage) {
  render(<ArticleCardGrid config={config} data={data} ctx={ctxFixture()} />);
  return { cards: () => screen.getAllByRole('article') };
}

describe('article-card grid', () => {
  it('links the title to the section landing and each card to its article', () => {
    const { cards } = renderGrid();
    expect(screen.getByRole('link', { name: 'Nación' }).getAttribute('href')).toBe('/nacion/');
    expect(cards()).toHaveLength(8);
    expect(within(cards()[0]).getByRole('link').getAttribute('href')).toBe(firstPage.items[0].url);
  });

  it('gives its cards h3 headings under its own h2, and h2 headings when untitled (a landing under its h1)', () => {
    renderGrid();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(8);
    cleanup();
    render(<ArticleCardGrid config={{ ...config, title: undefined }} data={firstPage} ctx={ctxFixture()} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(8);
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  });

  it("appends the next 8 items with an image on 'Más contenido', showing 'Cargando...' meanwhile", async () => {
    const queries: URLSearchParams[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/content/content-apir', async ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        await gate;
        // 8 imaged items and one without a promo image, which is dropped.
        const batch = [...Array.from({ length: 8 }, (_, i) => storyDoc(8 + i)), storyDoc(99, { withImage: false })];
        return HttpResponse.json({ content_elements: batch, count: 30, next: 16, previous: 0 });
      }),
    );
    const { cards } = renderGrid();
    await userEvent.click(screen.getByRole('button', { name: 'Más contenido' }));

    const loadingButton = await screen.findByRole('button', { name: 'Cargando...' });
    expect((loadingButton as HTMLButtonElement).disabled).toBe(true);
    release();

    const more = await screen.findByRole('button', { name: 'Más contenido' });
    expect((more as HTMLButtonElement).disabled).toBe(false);
    expect(cards()).toHaveLength(16);
    expect(screen.queryByAltText('Foto 99')).toBeNull();
    expect(queries).toHaveLength(1);
    expect(queries[0].get('_website')).toBe('semana');
    expect(JSON.parse(queries[0].get('query') ?? '')).toEqual({
      includeSections: 'nacion',
      feedSize: 8,
      feedOffset: 8,
      sourceInclude: '_id,canonical_url,headlines,promo_items,taxonomy.primary_section,display_date,credits.by,type',
    });
  });

  it('hides the button after the last page (no next in the answer)', async () => {
    server.use(
      http.get('*/api/content/content-apir', () =>
        HttpResponse.json({ content_elements: [storyDoc(8), storyDoc(9)], count: 10, previous: 0 }),
      ),
    );
    const { cards } = renderGrid({ ...firstPage, count: 10 });
    await userEvent.click(screen.getByRole('button', { name: 'Más contenido' }));
    await vi.waitFor(() => expect(cards()).toHaveLength(10));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    ['absent', undefined, 8],
    ['equal to count', 8, 8],
    ['0', 0, 30],
  ])('shows no button when next is %s', (_label, next, count) => {
    renderGrid({ ...firstPage, next, count });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows no 'Más contenido' when loadMore is off, though the section has more (another block pages it)", () => {
    render(<ArticleCardGrid config={{ ...config, loadMore: false }} data={firstPage} ctx={ctxFixture()} />);
    expect(screen.getAllByRole('article')).toHaveLength(8);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders nothing when no item has an image', () => {
    const { container } = render(
      <ArticleCardGrid config={config} data={{ items: [], count: 0, section: 'nacion' }} ctx={ctxFixture()} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('keeps the cards and re-enables the button when loading fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('*/api/content/content-apir', () => new HttpResponse(null, { status: 500 })));
    const { cards } = renderGrid();
    await userEvent.click(screen.getByRole('button', { name: 'Más contenido' }));
    const button = await screen.findByRole('button', { name: 'Más contenido' });
    await vi.waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(cards()).toHaveLength(8);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("shows the editor's section name on every card when customSection is set (spec 3, 3)", () => {
    render(<ArticleCardGrid config={{ ...config, customSection: 'Especial' }} data={firstPage} ctx={ctxFixture()} />);
    const kickers = [...document.querySelectorAll('.card')].map((card) => card.textContent ?? '');
    expect(kickers).toHaveLength(8);
    expect(kickers.every((text) => text.includes('Especial'))).toBe(true);
  });
});
