// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import block from './index';
import { PromoCarousel } from './PromoCarousel';
import type { Data } from './config';
import { cardItems } from '../../fixtures/cards';
import { carouselCtx, storyList } from '../../fixtures/carousels';
import { ctxFixture } from '../../fixtures/site';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());

const config = block.config.parse({ published: true, title: 'Más de Economía', section: 'economia' });
const slides = () => document.querySelectorAll('.swiper-slide');

describe('promo carousel', () => {
  it('server-loads the first 8 with the paging state', async () => {
    const apir = vi.fn(async () => storyList(8, { total: 20 }));
    const data = await block.fetch!(config, carouselCtx({ 'content-apir': apir }));
    expect(apir).toHaveBeenCalledWith(
      expect.objectContaining({ includeSections: 'economia', feedSize: 8, feedOffset: 0 }),
    );
    expect(data).toMatchObject({ next: 8, count: 20, section: 'economia' });
    expect(data?.items).toHaveLength(8);
  });

  it("appends the next 8 on 'Cargar más', reading 'Cargando...' meanwhile, and hides the button at the end", async () => {
    const offsets: number[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/content/content-apir', async ({ request }) => {
        const query = JSON.parse(new URL(request.url).searchParams.get('query') ?? '{}') as { feedOffset: number };
        offsets.push(query.feedOffset);
        await gate;
        return HttpResponse.json(storyList(8, { from: query.feedOffset, total: 16, imageless: [7] }));
      }),
    );
    const data: Data = { items: cardItems(8), next: 8, count: 16, section: 'economia' };
    render(<PromoCarousel config={config} data={data} ctx={ctxFixture()} />);
    expect(slides()).toHaveLength(8);
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(screen.getByRole('button', { name: 'Cargando...' })).toHaveProperty('disabled', true);
    release();
    // 8 more, less the one without promo_items.
    await waitFor(() => expect(slides()).toHaveLength(15));
    expect(offsets).toEqual([8]);
    expect(screen.queryByRole('button', { name: /Cargar más|Cargando/ })).toBeNull();
  });

  it('continues a collection through the collections source', async () => {
    const froms: number[] = [];
    server.use(
      http.get('*/api/content/content-api-collections', ({ request }) => {
        const query = JSON.parse(new URL(request.url).searchParams.get('query') ?? '{}') as { from: number };
        froms.push(query.from);
        return HttpResponse.json(storyList(8, { from: query.from, total: 24 }));
      }),
    );
    const data: Data = { items: cardItems(8), next: 8, count: 24 };
    render(<PromoCarousel config={{ ...config, collectionId: 'C1' }} data={data} ctx={ctxFixture()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(slides()).toHaveLength(16));
    expect(froms).toEqual([8]);
    expect(screen.getByRole('button', { name: 'Cargar más' })).toBeTruthy();
  });
});
