// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { ctxFixture } from '../../fixtures/site';
import { fakeSources } from '../../fixtures/cards';
import { videoDoc, videoItems, videoPagesHandler } from '../../fixtures/tv';
import { CARD_FIELDS } from '../../ui/card-item';
import block from './index';
import { MORE_VIDEOS, TvVideoList } from './TvVideoList';
import type { Data } from './config';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());

function ctxFor(params: Record<string, string>, site = 'semana') {
  const videos = vi.fn(async () => ({
    content_elements: [videoDoc(1), videoDoc(2, { withImage: false })],
    count: 30,
  }));
  const ctx = {
    ...ctxFixture(site),
    path: '/semana-tv/virales/',
    params,
    sources: fakeSources({ 'content-apir-semanaTV-v2': videos }),
  };
  return { videos, ctx };
}

describe('tv-video-list fetch', () => {
  it("asks for the configured section's first 12 videos, titled by the section", async () => {
    const { videos, ctx } = ctxFor({ brand: 'semana' });
    const config = block.config.parse({ published: true, section: 'virales' });
    const data = await block.fetch!(config, ctx);
    expect(videos).toHaveBeenCalledWith({
      includeSections: '/semana-tv/virales',
      feedSize: 12,
      feedOffset: 0,
      sourceInclude: CARD_FIELDS,
    });
    expect(data).toMatchObject({ title: 'Virales', section: '/semana-tv/virales', next: 12, count: 30 });
    // The video without a picture is left out.
    expect(data?.items.map((v) => v.url)).toEqual([videoDoc(1).canonical_url]);
    expect(block.head!(config, data!, ctx)).toEqual({ title: 'Virales | Semana TV', canonical: '/semana-tv/virales/' });
  });

  it("keeps the editor's title", async () => {
    const { ctx } = ctxFor({ brand: 'semana' });
    const data = await block.fetch!(
      block.config.parse({ published: true, section: 'virales', title: 'Lo más visto' }),
      ctx,
    );
    expect(data?.title).toBe('Lo más visto');
  });

  it("takes the programme or category from the address, with the programme's own name", async () => {
    const config = block.config.parse({ published: true, feedSize: 6 });
    const programme = ctxFor({ brand: 'semana', programa: 'semana-el-debate' });
    expect((await block.fetch!(config, programme.ctx))?.title).toBe('El Debate');
    expect(programme.videos).toHaveBeenCalledWith(
      expect.objectContaining({ includeSections: '/semana-tv/programas/semana-el-debate', feedSize: 6 }),
    );
    const category = ctxFor({ brand: 'semana', categoria: 'deportes-en-vivo' });
    expect((await block.fetch!(config, category.ctx))?.title).toBe('Deportes en vivo');
    expect(category.videos).toHaveBeenCalledWith(
      expect.objectContaining({ includeSections: '/semana-tv/categorias/deportes-en-vivo' }),
    );
  });

  // Issue 28: every brand's «El Debate» showed Semana's programme.
  it("shows the brand's own debate programme on /{brand}-tv/{brand}-el-debate/", async () => {
    const config = block.config.parse({ published: true, feedSize: 10 });
    const soho = ctxFor({ brand: 'soho', show: 'soho' }, 'soho');
    expect((await block.fetch!(config, soho.ctx))?.title).toBe('El Debate Soho');
    expect(soho.videos).toHaveBeenCalledWith(
      expect.objectContaining({ includeSections: '/soho-tv/programas/soho-el-debate' }),
    );
  });

  it("shows nothing without a section, for a bad slug or under another brand's address", async () => {
    const config = block.config.parse({ published: true });
    const cases: Record<string, string>[] = [
      { brand: 'semana' },
      { brand: 'semana', programa: 'Semana Noticias' },
      { brand: 'soho', programa: 'semana-noticias' },
    ];
    for (const params of cases) {
      const { videos, ctx } = ctxFor(params);
      expect(await block.fetch!(config, ctx)).toBeNull();
      expect(videos).not.toHaveBeenCalled();
    }
  });
});

const first: Data = {
  title: 'Semana Noticias',
  section: '/semana-tv/programas/semana-noticias',
  items: videoItems(12),
  next: 12,
  count: 22,
};
const renderList = (data: Data = first) =>
  render(<TvVideoList config={block.config.parse({ published: true })} data={data} ctx={ctxFixture()} />);
const videosShown = () => screen.getAllByRole('article');

describe('tv-video-list', () => {
  it("shows 12 videos with play icons, then appends 8 per 'Cargar más' click until the list ends", async () => {
    const queries: Record<string, unknown>[] = [];
    server.use(videoPagesHandler('content-apir-semanaTV-v2', 22, { queries }));
    renderList();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Semana Noticias');
    expect(videosShown()).toHaveLength(12);
    expect(videosShown()[0].querySelector('svg.tv-play')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await vi.waitFor(() => expect(videosShown()).toHaveLength(20));
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await vi.waitFor(() => expect(videosShown()).toHaveLength(22));
    expect(MORE_VIDEOS).toBe(8);
    expect(queries).toEqual([
      {
        includeSections: '/semana-tv/programas/semana-noticias',
        sourceInclude: CARD_FIELDS,
        feedSize: 8,
        feedOffset: 12,
      },
      {
        includeSections: '/semana-tv/programas/semana-noticias',
        sourceInclude: CARD_FIELDS,
        feedSize: 8,
        feedOffset: 20,
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
  });

  it("reads 'Cargando...' and is disabled while the next page loads", async () => {
    server.use(videoPagesHandler('content-apir-semanaTV-v2', 22, { never: true }));
    renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect((await screen.findByRole('button', { name: 'Cargando...' })).hasAttribute('disabled')).toBe(true);
  });

  it("S3-003: has no 'Cargar más' on the last page, and renders nothing without videos", () => {
    renderList({ ...first, items: videoItems(5), count: 5 });
    expect(videosShown()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
    cleanup();
    const { container } = renderList({ ...first, items: [], count: 0 });
    expect(container.innerHTML).toBe('');
  });
});
