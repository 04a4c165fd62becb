// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { ctxFixture } from '../../fixtures/site';
import { fakeSources } from '../../fixtures/cards';
import { opinionProgrammesFixture, videoDocs, videoItems, videoPagesHandler } from '../../fixtures/tv';
import { CARD_FIELDS } from '../../ui/card-item';
import block, { LATEST_SIZE } from './index';
import { MORE_VIDEOS, VideoSectionPage } from './VideoSectionPage';
import type { Data } from './config';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());

function ctxFor(path: string, total = 40) {
  const list = vi.fn(async ({ feedSize }: { includeSections: string; feedSize?: unknown }) => ({
    content_elements: videoDocs(Math.min(Number(feedSize), total)),
    count: total,
  }));
  const tv = vi.fn(async () => ({ content_elements: videoDocs(1, 50), count: 1 }));
  const section = vi.fn(async () => ({
    _id: '/nacion',
    name: 'Nación',
    site: { site_title: '', site_description: '' },
  }));
  const sources = fakeSources({ 'content-apir-v2': list, 'content-apir-semanaTV-v2': tv, 'section-api': section });
  return { list, section, ctx: { ...ctxFixture(), path, params: { brand: 'semana' }, sources } };
}

describe('video-section-page fetch', () => {
  it("S3-031: reads the section from the path's fourth segment, asks for its videos (filed under /videos/{section}) and splits them: lead, 'Lo último', 'Otros videos'", async () => {
    const { list, section, ctx } = ctxFor('/semana-tv/videos/seccion/nacion/');
    const data = await block.fetch!(block.config.parse({ published: true }), ctx);
    expect(list).toHaveBeenCalledWith({
      includeSections: 'videos/nacion',
      includeSubtypes: 'video',
      sourceInclude: CARD_FIELDS,
      feedSize: 1 + LATEST_SIZE + 12,
      feedOffset: 0,
    });
    expect(section).toHaveBeenCalledWith({ queryString: '/nacion' });
    expect(data?.title).toBe('Nación');
    expect(data?.lead.headline).toMatch(/\(0\)$/);
    expect(data?.latest).toHaveLength(4);
    expect(data?.others.items).toHaveLength(12);
    expect(data?.others).toMatchObject({ next: 17, count: 40 });
    expect(data?.opinion.map((p) => p.title)).toEqual(['Vicky en Semana', 'El Debate', 'Mesa Semana', 'A Fondo']);
  });

  it('renders nothing without a fourth segment, with no videos, or under another brand', async () => {
    const config = block.config.parse({ published: true });
    expect(await block.fetch!(config, ctxFor('/semana-tv/videos/').ctx)).toBeNull();
    expect(await block.fetch!(config, ctxFor('/semana-tv/videos/seccion/nacion/', 0).ctx)).toBeNull();
    const soho = ctxFor('/soho-tv/videos/seccion/nacion/');
    expect(await block.fetch!(config, { ...soho.ctx, params: { brand: 'soho' } })).toBeNull();
  });
});

const data: Data = {
  title: 'Nación',
  section: 'nacion',
  lead: videoItems(1)[0],
  latest: videoItems(4, 1),
  opinion: opinionProgrammesFixture(),
  others: { items: videoItems(12, 5), next: 17, count: 33 },
};

describe('video-section-page', () => {
  it("shows the first video large, 'Lo último', 'Programas de Opinión' and 'Otros videos' with 'Cargar más'", () => {
    const { container } = render(
      <VideoSectionPage config={block.config.parse({ published: true })} data={data} ctx={ctxFixture()} />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Videos de Nación');
    const lead = container.querySelector('.video-section-page__lead .tv-video-card--large a');
    expect(lead?.getAttribute('href')).toBe(data.lead.url);
    expect(within(screen.getByRole('region', { name: 'Lo último' })).getAllByRole('article')).toHaveLength(4);
    expect(within(screen.getByRole('region', { name: 'Programas de Opinión' })).getAllByRole('link')).toHaveLength(4);
    expect(within(screen.getByRole('region', { name: 'Otros videos' })).getAllByRole('article')).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Cargar más' })).toBeTruthy();
  });

  it("appends 8 videos of the section per 'Cargar más' click (spec 2, 327)", async () => {
    const queries: Record<string, unknown>[] = [];
    server.use(videoPagesHandler('content-apir-v2', 33, { queries }));
    render(<VideoSectionPage config={block.config.parse({ published: true })} data={data} ctx={ctxFixture()} />);
    const others = () => within(screen.getByRole('region', { name: 'Otros videos' })).getAllByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await vi.waitFor(() => expect(others()).toHaveLength(20));
    expect(MORE_VIDEOS).toBe(8);
    expect(queries).toEqual([
      {
        includeSections: 'videos/nacion',
        includeSubtypes: 'video',
        sourceInclude: CARD_FIELDS,
        feedSize: 8,
        feedOffset: 17,
      },
    ]);
  });
});
