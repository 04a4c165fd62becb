import { describe, expect, it, vi } from 'vitest';
import block from './index';
import { fakeSources, storyDoc } from '../../fixtures/cards';
import { ctxFixture } from '../../fixtures/site';
import { imagesData } from '../../contracts/image-sizes';
import type { ContentList } from '../../contracts/ans';

function setup(list: ContentList, params: Record<string, string> = {}) {
  const contentApir = vi.fn(async () => list);
  const ctx = { ...ctxFixture(), params, sources: fakeSources({ 'content-apir': contentApir }) };
  return { contentApir, ctx };
}

describe('article-card-grid fetch', () => {
  const list: ContentList = {
    content_elements: [storyDoc(0), storyDoc(1, { withImage: false }), storyDoc(2)],
    count: 30,
    next: 8,
  };

  it('asks content-apir for the section, size and offset with only the card fields', async () => {
    const { contentApir, ctx } = setup(list);
    const config = block.config.parse({ published: true, section: '/politica', offSet: 4 });
    await block.fetch!(config, ctx);
    expect(contentApir).toHaveBeenCalledWith({
      includeSections: '/politica',
      feedSize: 8,
      feedOffset: 4,
      sourceInclude: '_id,canonical_url,headlines,promo_items,taxonomy.primary_section,display_date,credits.by,type',
    });
  });

  it('drops items without a basic promo image and projects the rest to card data', async () => {
    const { ctx } = setup(list);
    const data = await block.fetch!(block.config.parse({ published: true, section: 'nacion' }), ctx);
    expect(data).toEqual({
      items: [
        {
          url: '/nacion/articulo/nota-0/fixture-0/',
          headline: storyDoc(0).headlines?.basic,
          section: 'Nación',
          // Only the cropped 16:9 renditions a card draws.
          image: {
            url: '/images/fixture-0.jpg',
            alt_text: 'Foto 0',
            images_data: { fill: imagesData('fixture-0').fill, intrinsic: [] },
          },
          // The date and byline the card shows under its headline.
          displayDate: storyDoc(0).display_date,
          authors: ['Ana Pérez', 'Luis Gómez'],
        },
        expect.objectContaining({ url: '/nacion/articulo/nota-2/fixture-2/' }),
      ],
      next: 8,
      count: 30,
      section: 'nacion',
    });
  });

  it("falls back to the page's section when none is configured", async () => {
    const { contentApir, ctx } = setup(list, { section: 'deportes' });
    const data = await block.fetch!(block.config.parse({ published: true }), ctx);
    expect(contentApir).toHaveBeenCalledWith(expect.objectContaining({ includeSections: 'deportes' }));
    expect(data?.section).toBe('deportes');
  });

  it('fetches nothing without a configured or routed section', async () => {
    const { contentApir, ctx } = setup(list);
    expect(await block.fetch!(block.config.parse({ published: true }), ctx)).toBeNull();
    expect(contentApir).not.toHaveBeenCalled();
  });

  it('defaults to 8 cards from offset 0 and bounds feedSize to 1..50', () => {
    expect(block.config.parse({})).toEqual({ published: false, feedSize: 8, offSet: 0, videos: true, loadMore: true });
    expect(block.config.safeParse({ feedSize: 51 }).success).toBe(false);
    expect(block.config.safeParse({ offSet: 10_001 }).success).toBe(false);
  });

  it('leaves video stories out when videos is off (spec 3, 3), and keeps them by default', async () => {
    const video = { ...storyDoc(3), type: 'video' as const };
    const { ctx } = setup({ content_elements: [storyDoc(0), video], count: 2 });
    const all = await block.fetch!(block.config.parse({ published: true, section: 'nacion' }), ctx);
    expect(all?.items.map((i) => i.url)).toEqual([storyDoc(0).canonical_url, video.canonical_url]);
    const written = await block.fetch!(block.config.parse({ published: true, section: 'nacion', videos: false }), ctx);
    expect(written?.items.map((i) => i.url)).toEqual([storyDoc(0).canonical_url]);
  });
});
