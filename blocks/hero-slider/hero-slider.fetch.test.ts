import { describe, expect, it, vi } from 'vitest';
import block from './index';
import { fakeSources, storyDoc } from '../../fixtures/cards';
import { ctxFixture } from '../../fixtures/site';
import { imagesData } from '../../contracts/image-sizes';
import type { ContentList } from '../../contracts/ans';

describe('hero-slider fetch', () => {
  const list: ContentList = {
    content_elements: [storyDoc(0), storyDoc(1, { withImage: false }), storyDoc(2), storyDoc(3)],
    count: 10,
  };

  function setup() {
    const collections = vi.fn(async () => list);
    return { collections, ctx: { ...ctxFixture(), sources: fakeSources({ 'content-api-collections': collections }) } };
  }

  it('asks the collection for 3 items by default, with only the fields a slide shows', async () => {
    const { collections, ctx } = setup();
    await block.fetch!(block.config.parse({ published: true, collectionId: 'portada' }), ctx);
    expect(collections).toHaveBeenCalledWith({
      queryString: 'portada',
      size: 3,
      sourceInclude: 'canonical_url,headlines.basic,promo_items.basic,display_date,credits.by',
    });
  });

  it('drops items without a promo image and keeps url, headline and image', async () => {
    const { ctx } = setup();
    const slides = await block.fetch!(block.config.parse({ published: true, collectionId: 'portada' }), ctx);
    expect(slides?.items.map((s) => s.url)).toEqual([
      '/nacion/articulo/nota-0/fixture-0/',
      '/nacion/articulo/nota-2/fixture-2/',
      '/nacion/articulo/nota-3/fixture-3/',
    ]);
    expect(slides?.items[0]).toEqual({
      url: '/nacion/articulo/nota-0/fixture-0/',
      headline: storyDoc(0).headlines?.basic,
      section: 'Nación',
      // Only the cropped 16:9 renditions a slide draws.
      image: {
        url: '/images/fixture-0.jpg',
        alt_text: 'Foto 0',
        images_data: { fill: imagesData('fixture-0').fill, intrinsic: [] },
      },
      // The date and byline the slide shows under its headline.
      displayDate: storyDoc(0).display_date,
      authors: ['Ana Pérez', 'Luis Gómez'],
    });
  });

  it('accepts 1 to 10 slides and requires a collection', () => {
    expect(block.config.safeParse({ collectionId: 'portada', feedSize: 11 }).success).toBe(false);
    expect(block.config.safeParse({ collectionId: 'portada', feedSize: 0 }).success).toBe(false);
    expect(block.config.safeParse({}).success).toBe(false);
  });
});
