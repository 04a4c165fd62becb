import { describe, expect, it, vi } from 'vitest';
import block from './index';
import { MAIN_SECTIONS } from './LatestArticlesGrid';
import { fakeSources, storyDoc } from '../../fixtures/cards';
import { ctxFixture } from '../../fixtures/site';
import type { ContentList, StoryDocument } from '../../contracts/ans';
import { imagesData } from '../../contracts/image-sizes';

function setup(list: ContentList, params: Record<string, string> = {}) {
  const contentApir = vi.fn(async () => list);
  const ctx = { ...ctxFixture(), params, sources: fakeSources({ 'content-apir': contentApir }) };
  return { contentApir, ctx };
}

const CARD_FIELDS = '_id,canonical_url,headlines,promo_items,taxonomy.primary_section,display_date,credits.by';
const list: ContentList = {
  content_elements: [
    storyDoc(0, { section: 'edicion' }),
    storyDoc(1),
    storyDoc(2, { withImage: false }),
    storyDoc(3, { section: 'mundo' }),
  ],
  count: 40,
  next: 12,
};

/** The block's fetch, failing the test when it answers nothing. */
async function fetchGrid(...args: Parameters<NonNullable<typeof block.fetch>>) {
  const data = await block.fetch!(...args);
  if (!data) throw new Error('latest-articles-grid answered no data');
  return data;
}

describe('latest-articles-grid fetch', () => {
  it('asks for 12 stories of the six main sections from offset 0 by default', async () => {
    const { contentApir, ctx } = setup(list);
    const data = await fetchGrid(block.config.parse({ published: true }), ctx);
    expect(contentApir).toHaveBeenCalledWith({
      includeSections: 'nacion,politica,economia,mundo,deportes,tecnologia',
      feedSize: 12,
      feedOffset: 0,
      sourceInclude: CARD_FIELDS,
    });
    expect(data.section).toBe(MAIN_SECTIONS);
  });

  it('drops /edicion items and items without an image, and pages on from offset + feedSize', async () => {
    const { ctx } = setup(list);
    const data = await fetchGrid(block.config.parse({ published: true, offSet: 4 }), ctx);
    expect(data.items.map((item) => item.url)).toEqual([
      '/nacion/articulo/nota-1/fixture-1/',
      '/mundo/articulo/nota-3/fixture-3/',
    ]);
    // Two cards shown, but the next page still starts 12 further on (spec 3, 4).
    expect(data.next).toBe(16);
    expect(data.count).toBe(40);
  });

  it('ships the 400, 768 and 1024 px renditions of each card image', async () => {
    const { ctx } = setup(list);
    const data = await fetchGrid(block.config.parse({ published: true }), ctx);
    expect(data.items[0].image.images_data?.fill.map((d) => d.size)).toEqual(['400x225', '768x432', '1024x576']);
  });

  it('queries the configured section, else the page section', async () => {
    const configured = setup(list, { section: 'deportes' });
    await block.fetch!(block.config.parse({ published: true, section: '/politica' }), configured.ctx);
    expect(configured.contentApir).toHaveBeenCalledWith(expect.objectContaining({ includeSections: '/politica' }));

    const routed = setup(list, { section: 'deportes' });
    const data = await fetchGrid(block.config.parse({ published: true }), routed.ctx);
    expect(routed.contentApir).toHaveBeenCalledWith(expect.objectContaining({ includeSections: 'deportes' }));
    expect(data.section).toBe('deportes');
  });

  it('keeps the island props of 12 cards under 8 KB: the server keeps the cards as HTML, the props count them', async () => {
    // A heavy page: 26-character ids, 120-character headlines, long addresses and alt texts.
    const docs = Array.from({ length: 12 }, (_, i): Partial<StoryDocument> => {
      const id = `ABCDEFGHIJKLMNOPQRSTUVW${String(i).padStart(3, '0')}`;
      return {
        ...storyDoc(i, { section: 'tecnologia' }),
        canonical_url: `/tecnologia/articulo/un-titular-largo-de-la-nota-numero-${i}-sobre-tecnologia/${id}/`,
        headlines: { basic: 'x'.repeat(120) },
        promo_items: { basic: { url: `/images/${id}.jpg`, alt_text: 'y'.repeat(60), images_data: imagesData(id) } },
      };
    });
    const { ctx } = setup({ content_elements: docs, count: 100, next: 12 });
    const config = block.config.parse({ published: true, title: 'Últimas noticias' });
    const data = await fetchGrid(config, ctx);
    expect(data.items).toHaveLength(12);
    const props = { config, data: block.islandData!(data) };
    expect(props.data.items).toHaveLength(12);
    expect(new TextEncoder().encode(JSON.stringify(props)).length).toBeLessThan(8192);
  });

  it('answers null, so the block is left out, when no story can be shown', async () => {
    const { ctx } = setup({
      content_elements: [storyDoc(0, { section: 'edicion' }), storyDoc(1, { withImage: false })],
      count: 2,
    });
    expect(await block.fetch!(block.config.parse({ published: true }), ctx)).toBeNull();
  });

  it('defaults to 12 cards from offset 0 and bounds feedSize to 1..50', () => {
    expect(block.config.parse({})).toEqual({ published: false, feedSize: 12, offSet: 0 });
    expect(block.config.safeParse({ feedSize: 0 }).success).toBe(false);
    expect(block.config.safeParse({ feedSize: 51 }).success).toBe(false);
  });
});
