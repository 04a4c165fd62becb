// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import block from './index';
import { RelatedArticlesCarousel } from './RelatedArticlesCarousel';
import { articleFixture } from '../../fixtures/article';
import { cardItems } from '../../fixtures/cards';
import { carouselCtx, serverRender, storyList } from '../../fixtures/carousels';
import { ctxFixture } from '../../fixtures/site';

const config = block.config.parse({ published: true });

function story(section: string, subtype: string, id = 'current') {
  return articleFixture({ _id: id, subtype, taxonomy: { primary_section: { _id: section, name: 'X' }, sections: [] } });
}

describe('related-articles carousel', () => {
  it("asks content-apir-v2 for 8 of the story's primary section (without the slash) and subtype (spec 3, 7)", async () => {
    const v2 = vi.fn(async () => storyList(8));
    await block.fetch!(config, carouselCtx({ 'content-apir-v2': v2 }, { story: story('/nacion', 'default') }));
    expect(v2).toHaveBeenCalledWith(
      expect.objectContaining({ includeSections: 'nacion', includeSubtypes: 'default', feedSize: 8 }),
    );
    await block.fetch!(config, carouselCtx({ 'content-apir-v2': v2 }, { story: story('/nacion/bogota', 'articulo') }));
    expect(v2).toHaveBeenLastCalledWith(expect.objectContaining({ includeSections: 'nacion/bogota' }));
  });

  it('leaves out the story being read and those without promo_items', async () => {
    const list = storyList(4, { imageless: [2] });
    const v2 = async () => list;
    const data = await block.fetch!(
      config,
      carouselCtx({ 'content-apir-v2': v2 }, { story: story('/nacion', 'articulo', 'fixture-0') }),
    );
    expect(data?.items.map((i) => i.url)).toEqual([
      '/nacion/articulo/nota-1/fixture-1/',
      '/nacion/articulo/nota-3/fixture-3/',
    ]);
  });

  it('renders nothing off an article page', async () => {
    expect(await block.fetch!(config, carouselCtx({}))).toBeNull();
  });

  it("shows the stories under 'Artículos relacionados', or the editor's title", () => {
    const html = serverRender(
      <RelatedArticlesCarousel config={config} data={{ items: cardItems(3) }} ctx={ctxFixture()} />,
    );
    expect(html.querySelector('h2')?.textContent).toBe('Artículos relacionados');
    expect(html.querySelectorAll('.swiper-slide a')).toHaveLength(3);
    const titled = serverRender(
      <RelatedArticlesCarousel
        config={{ ...config, title: 'Le puede interesar' }}
        data={{ items: cardItems(3) }}
        ctx={ctxFixture()}
      />,
    );
    expect(titled.querySelector('h2')?.textContent).toBe('Le puede interesar');
  });
});
