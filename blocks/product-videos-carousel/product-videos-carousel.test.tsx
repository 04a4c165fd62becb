// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { fakeSources, storyDoc } from '../../fixtures/cards';
import { ctxFixture } from '../../fixtures/site';
import type { StoryDocument } from '../../contracts/ans';
import block from './index';
import { ProductVideosCarousel } from './ProductVideosCarousel';

const docs = (n: number) => Array.from({ length: n }, (_, i) => storyDoc(i, { section: 'mujeres-tv/virales' }));

async function renderBlock(input: Record<string, unknown> = {}, list: Partial<StoryDocument>[] = docs(10)) {
  const tv = vi.fn(async (query: { feedSize?: unknown }) => ({
    content_elements: list.slice(0, Number(query.feedSize)),
    count: list.length,
  }));
  const ctx = { ...ctxFixture('mujeres'), sources: fakeSources({ 'content-apir-semanaTV-v2': tv }) };
  const config = block.config.parse({ published: true, ...input });
  const data = await block.fetch!(config, ctx);
  const host = document.createElement('div');
  if (data) host.innerHTML = renderToString(<ProductVideosCarousel config={config} data={data} ctx={ctx} />);
  return { tv, data, host, slides: () => [...host.querySelectorAll('.swiper-slide')] };
}

describe('product videos carousel', () => {
  it("shows 8 videos of the brand's TV virales, each with a play icon, titled 'Videos' and linked to its TV page", async () => {
    const { tv, host, slides } = await renderBlock();
    expect(tv).toHaveBeenCalledWith(expect.objectContaining({ includeSections: '/mujeres-tv/virales', feedSize: 8 }));
    expect(slides()).toHaveLength(8);
    expect(slides().every((s) => s.querySelector('.product-carousel__card--video'))).toBe(true);
    const title = host.querySelector('h2 a');
    expect(title?.textContent).toBe('Videos');
    expect(title?.getAttribute('href')).toBe('/mujeres-tv/virales/');
  });

  it("reads another of the brand's TV sections", async () => {
    const { tv, host } = await renderBlock({ section: 'categorias/deportes', title: 'Deportes en video' });
    expect(tv).toHaveBeenCalledWith(expect.objectContaining({ includeSections: '/mujeres-tv/categorias/deportes' }));
    expect(host.querySelector('h2 a')?.getAttribute('href')).toBe('/mujeres-tv/categorias/deportes/');
    expect(block.config.safeParse({ section: '../x' }).success).toBe(false);
  });

  it('renders nothing without videos that have a picture', async () => {
    expect((await renderBlock({}, [storyDoc(0, { withImage: false })])).data).toBeNull();
  });
});
