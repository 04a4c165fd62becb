import type { Sources } from '../contracts/sources';
import { describe, expect, it, vi } from 'vitest';
import { carouselCtx, storyList } from '../fixtures/carousels';
import { fetchCarouselPage } from './carousel-source';

const source = { feedSize: 8, offSet: 0 };

describe('the carousels’ source', () => {
  it('uses the collection when both a section and a collection are configured (spec 3, 1)', async () => {
    const collections = vi.fn(async () => storyList(3));
    const ctx = carouselCtx({ 'content-api-collections': collections });
    const page = await fetchCarouselPage({ ...source, section: 'nacion', collectionId: 'C1' }, ctx);
    expect(collections).toHaveBeenCalledWith(expect.objectContaining({ queryString: 'C1', size: 8, from: 0 }));
    expect(page?.items).toHaveLength(3);
  });

  it('reads the configured section, else the block’s default, else the page’s', async () => {
    const apir = vi.fn<Sources['content-apir']>(async () => storyList(2));
    const ctx = carouselCtx({ 'content-apir': apir }, { params: { section: 'deportes' } });
    await fetchCarouselPage({ ...source, section: '/nacion' }, ctx, { defaultSection: '/videos' });
    await fetchCarouselPage(source, ctx, { defaultSection: '/videos' });
    await fetchCarouselPage({ ...source, offSet: 4 }, ctx);
    expect(apir.mock.calls.map(([q]) => [q.includeSections, q.feedSize, q.feedOffset])).toEqual([
      ['/nacion', 8, 0],
      ['/videos', 8, 0],
      ['deportes', 8, 4],
    ]);
  });

  it('drops articles without promo_items (spec 3, 5): two stories, one without, give one slide', async () => {
    const ctx = carouselCtx({ 'content-apir': async () => storyList(2, { imageless: [1] }) });
    const page = await fetchCarouselPage({ ...source, section: 'nacion' }, ctx);
    expect(page?.items.map((i) => i.url)).toEqual(['/nacion/articulo/nota-0/fixture-0/']);
  });

  it('asks for nothing without a section or a collection', async () => {
    expect(await fetchCarouselPage(source, carouselCtx({}))).toBeNull();
  });
});
