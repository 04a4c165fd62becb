// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { LatestArticlesGrid, MAIN_SECTIONS } from './LatestArticlesGrid';
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

const config: Config = { published: true, title: 'Últimas noticias', feedSize: 12, offSet: 0 };
const firstPage: Data = { items: cardItems(12), next: 12, count: 40, section: MAIN_SECTIONS };

function renderGrid(data: Data = firstPage) {
  render(<LatestArticlesGrid config={config} data={data} ctx={ctxFixture()} />);
  return { cards: () => screen.getAllByRole('article') };
}

/** Answers each page with 12 stories, the first of them from /edicion and the second without an image. */
function serveBatches(count = 40) {
  const queries: Record<string, unknown>[] = [];
  server.use(
    http.get('*/api/content/content-apir', ({ request }) => {
      const query = JSON.parse(new URL(request.url).searchParams.get('query') ?? '{}') as { feedOffset: number };
      queries.push(query);
      const at = query.feedOffset;
      const batch = [
        storyDoc(at, { section: 'edicion' }),
        storyDoc(at + 1, { withImage: false }),
        ...Array.from({ length: 10 }, (_, i) => storyDoc(at + 2 + i)),
      ];
      return HttpResponse.json({ content_elements: batch, count, next: at + 12, previous: 0 });
    }),
  );
  return queries;
}

describe('latest-articles grid', () => {
  it('shows 12 cards linking to their articles, and the title without a link for the main sections', () => {
    const { cards } = renderGrid();
    expect(cards()).toHaveLength(12);
    expect(within(cards()[0]).getByRole('link').getAttribute('href')).toBe(firstPage.items[0].url);
    expect(screen.getByRole('heading', { level: 2, name: 'Últimas noticias' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Últimas noticias' })).toBeNull();
  });

  it('links the title to the section landing when one section is queried', () => {
    renderGrid({ ...firstPage, section: '/deportes' });
    expect(screen.getByRole('link', { name: 'Últimas noticias' }).getAttribute('href')).toBe('/deportes/');
  });

  it("appends 12 more per 'Cargar más artículos' click, the offset growing by 12, dropping /edicion and imageless items", async () => {
    const queries = serveBatches();
    const { cards } = renderGrid();

    await userEvent.click(screen.getByRole('button', { name: 'Cargar más artículos' }));
    await vi.waitFor(() => expect(cards()).toHaveLength(22));
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más artículos' }));
    await vi.waitFor(() => expect(cards()).toHaveLength(32));

    expect(queries).toEqual([
      { includeSections: MAIN_SECTIONS, feedSize: 12, feedOffset: 12, sourceInclude: expect.any(String) },
      { includeSections: MAIN_SECTIONS, feedSize: 12, feedOffset: 24, sourceInclude: expect.any(String) },
    ]);
    expect(queries[0].sourceInclude).toContain('taxonomy.primary_section');
    // Stories 12 and 24 are from /edicion, 13 and 25 have no image: none of them shows.
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const hidden of [12, 13, 24, 25]) expect(hrefs).not.toContain(storyDoc(hidden).canonical_url);
    expect(hrefs).toContain(storyDoc(14).canonical_url);
    expect(hrefs).toContain(storyDoc(35).canonical_url);
  });

  it("reads 'Cargando...' and is disabled while the next page loads", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/content/content-apir', async () => {
        await gate;
        return HttpResponse.json({ content_elements: [storyDoc(12)], count: 40, next: 24, previous: 0 });
      }),
    );
    renderGrid();
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más artículos' }));
    const loading = await screen.findByRole('button', { name: 'Cargando...' });
    expect((loading as HTMLButtonElement).disabled).toBe(true);
    release();
    const more = await screen.findByRole('button', { name: 'Cargar más artículos' });
    expect((more as HTMLButtonElement).disabled).toBe(false);
  });

  it('hides the button once the offset reaches the count', async () => {
    serveBatches(24);
    const { cards } = renderGrid({ ...firstPage, count: 24 });
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más artículos' }));
    await vi.waitFor(() => expect(cards()).toHaveLength(22));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders nothing without cards', () => {
    const { container } = render(
      <LatestArticlesGrid config={config} data={{ items: [], count: 0, section: MAIN_SECTIONS }} ctx={ctxFixture()} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
