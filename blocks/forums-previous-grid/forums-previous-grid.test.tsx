// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import block from './index';
import { ForumsPreviousGrid } from './ForumsPreviousGrid';
import type { Data } from './config';
import { fakeSources } from '../../fixtures/cards';
import { forumDoc, forumItems } from '../../fixtures/forums';
import { ctxFixture } from '../../fixtures/site';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());

const CARD_FIELDS = '_id,canonical_url,headlines,promo_items,taxonomy.primary_section,display_date,credits.by';
const ctx = ctxFixture('foros-semana');

/** What the public content endpoint is asked, as (offset, size), answering pages of a 22-forum section. */
function answerPages() {
  const asked: [number, number][] = [];
  server.use(
    http.get('*/api/content/content-apir', ({ request }) => {
      const query = JSON.parse(new URL(request.url).searchParams.get('query') ?? '{}');
      expect(query).toMatchObject({ includeSections: 'foros-semana', sourceInclude: CARD_FIELDS });
      asked.push([query.feedOffset, query.feedSize]);
      const items = Array.from({ length: Math.min(query.feedSize, 22 - query.feedOffset) }, (_, i) =>
        forumDoc(query.feedOffset + i),
      );
      const next = query.feedOffset + query.feedSize;
      return HttpResponse.json({ content_elements: items, count: 22, ...(next < 22 && { next }) });
    }),
  );
  return asked;
}

async function firstPage(): Promise<Data> {
  const contentApir = vi.fn(async (q: { feedOffset?: unknown; feedSize?: unknown }) => {
    const [offset, size] = [Number(q.feedOffset), Number(q.feedSize)];
    return {
      content_elements: Array.from({ length: size }, (_, i) => forumDoc(offset + i)),
      count: 22,
      next: offset + size,
    };
  });
  const data = await block.fetch!(block.config.parse({ published: true }), {
    ...ctx,
    sources: fakeSources({ 'content-apir': contentApir }),
  });
  expect(contentApir).toHaveBeenCalledWith({
    includeSections: 'foros-semana',
    feedSize: 9,
    feedOffset: 1,
    sourceInclude: CARD_FIELDS,
  });
  return data!;
}

describe("'FOROS ANTERIORES' grid", () => {
  it('first shows 9 forums from offset 1, then 6 more per click: (1, 9), (10, 6), (16, 6)', async () => {
    const asked = answerPages();
    const data = await firstPage();
    render(<ForumsPreviousGrid config={block.config.parse({ published: true })} data={data} ctx={ctx} />);
    const cards = () => screen.getAllByRole('article');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('FOROS ANTERIORES');
    expect(cards()).toHaveLength(9);
    expect(within(cards()[0]).getByRole('link').getAttribute('href')).toBe(forumItems(1, 1)[0].url);

    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await vi.waitFor(() => expect(cards()).toHaveLength(15));
    await userEvent.click(await screen.findByRole('button', { name: 'Cargar más' }));
    await vi.waitFor(() => expect(cards()).toHaveLength(21));
    expect(asked).toEqual([
      [10, 6],
      [16, 6],
    ]);
    // 1 + 21 = 22: the section has no more forums, so the button goes.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("reads 'Cargando...' on a disabled button while the next forums load", async () => {
    server.use(http.get('*/api/content/content-apir', () => new Promise<Response>(() => {})));
    const data: Data = { items: forumItems(9, 1), next: 10, count: 22, section: 'foros-semana' };
    render(<ForumsPreviousGrid config={block.config.parse({ published: true })} data={data} ctx={ctx} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect((await screen.findByRole('button', { name: 'Cargando...' })).hasAttribute('disabled')).toBe(true);
  });

  it("takes the editor's title and section, and leaves out forums without a picture", async () => {
    const contentApir = vi.fn(async () => ({
      content_elements: [forumDoc(1), forumDoc(2, { withImage: false }), forumDoc(3)],
      count: 3,
    }));
    const config = block.config.parse({ published: true, title: 'Otros foros', section: '/foros-regionales' });
    const data = await block.fetch!(config, { ...ctx, sources: fakeSources({ 'content-apir': contentApir }) });
    expect(contentApir).toHaveBeenCalledWith(expect.objectContaining({ includeSections: '/foros-regionales' }));
    render(<ForumsPreviousGrid config={config} data={data!} ctx={ctx} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Otros foros');
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('renders nothing when no forum has a picture', async () => {
    const contentApir = vi.fn(async () => ({ content_elements: [forumDoc(1, { withImage: false })], count: 1 }));
    const data = await block.fetch!(block.config.parse({ published: true }), {
      ...ctx,
      sources: fakeSources({ 'content-apir': contentApir }),
    });
    expect(data).toBeNull();
  });
});
