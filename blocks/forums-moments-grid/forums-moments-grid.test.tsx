// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import block from './index';
import { ForumsMomentsGrid } from './ForumsMomentsGrid';
import { fakeSources, storyDoc } from '../../fixtures/cards';
import { forumVideoItems } from '../../fixtures/forums';
import { ctxFixture } from '../../fixtures/site';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());

const ctx = ctxFixture('foros-semana');
const TOTAL = 20;

describe("'MOMENTOS IMPERDIBLES' video grid", () => {
  it('asks for 8 videos from offset 0 of the forums videos, then 4 per click: (0, 8), (8, 4), (12, 4)', async () => {
    const asked: [number, number][] = [];
    const page = (offset: number, size: number) => {
      asked.push([offset, size]);
      const next = offset + size;
      return {
        content_elements: Array.from({ length: size }, (_, i) =>
          storyDoc(offset + i, { section: 'foros-semana/videos' }),
        ),
        count: TOTAL,
        ...(next < TOTAL && { next }),
      };
    };
    server.use(
      http.get('*/api/content/content-apir', ({ request }) => {
        const query = JSON.parse(new URL(request.url).searchParams.get('query') ?? '{}');
        expect(query.includeSections).toBe('foros-semana/videos');
        return HttpResponse.json(page(query.feedOffset, query.feedSize));
      }),
    );
    const contentApir = vi.fn(async (q: { includeSections: string; feedOffset?: unknown; feedSize?: unknown }) => {
      expect(q.includeSections).toBe('foros-semana/videos');
      return page(Number(q.feedOffset), Number(q.feedSize));
    });
    const config = block.config.parse({ published: true });
    const data = await block.fetch!(config, { ...ctx, sources: fakeSources({ 'content-apir': contentApir }) });
    render(<ForumsMomentsGrid config={config} data={data!} ctx={ctx} />);
    const cards = () => screen.getAllByRole('article');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('MOMENTOS IMPERDIBLES');
    expect(cards()).toHaveLength(8);

    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await vi.waitFor(() => expect(cards()).toHaveLength(12));
    await userEvent.click(await screen.findByRole('button', { name: 'Cargar más' }));
    await vi.waitFor(() => expect(cards()).toHaveLength(16));
    expect(asked).toEqual([
      [0, 8],
      [8, 4],
      [12, 4],
    ]);
  });

  it('marks every card as a video and links it to its page', () => {
    const data = { items: forumVideoItems(8), count: 8, section: 'foros-semana/videos' };
    const { container } = render(
      <ForumsMomentsGrid config={block.config.parse({ published: true })} data={data} ctx={ctx} />,
    );
    expect(container.querySelector('section')?.classList.contains('has-play-mark')).toBe(true);
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(data.items.map((v) => v.url));
    // Eight of eight: nothing more to load.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders nothing when no video has a picture', async () => {
    const contentApir = vi.fn(async () => ({ content_elements: [storyDoc(0, { withImage: false })], count: 1 }));
    const data = await block.fetch!(block.config.parse({ published: true }), {
      ...ctx,
      sources: fakeSources({ 'content-apir': contentApir }),
    });
    expect(data).toBeNull();
  });
});
