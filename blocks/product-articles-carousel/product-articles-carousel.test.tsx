// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { fakeSources, storyDoc } from '../../fixtures/cards';
import { ctxFixture } from '../../fixtures/site';
import type { StoryDocument } from '../../contracts/ans';
import block from './index';
import { ProductArticlesCarousel } from './ProductArticlesCarousel';

const docs = (n: number) => Array.from({ length: n }, (_, i) => storyDoc(i, { section: 'mujeres' }));

async function renderBlock(input: Record<string, unknown> = {}, list: Partial<StoryDocument>[] = docs(12)) {
  const apir = vi.fn(async (query: { feedSize?: unknown }) => ({
    content_elements: list.slice(0, Number(query.feedSize)),
    count: list.length,
  }));
  const ctx = { ...ctxFixture('mujeres'), sources: fakeSources({ 'content-apir': apir }) };
  const config = block.config.parse({ published: true, ...input });
  const data = await block.fetch!(config, ctx);
  const host = document.createElement('div');
  if (data) host.innerHTML = renderToString(<ProductArticlesCarousel config={config} data={data} ctx={ctx} />);
  return { apir, data, host, slides: () => [...host.querySelectorAll('.swiper-slide')] };
}

describe('product articles carousel', () => {
  it("shows 8 stories of the brand's own section, titled with the brand's name and linked to the section", async () => {
    const { apir, host, slides } = await renderBlock();
    expect(apir).toHaveBeenCalledWith(expect.objectContaining({ includeSections: 'mujeres', feedSize: 8 }));
    expect(slides()).toHaveLength(8);
    const title = host.querySelector('h2 a');
    expect(title?.textContent).toBe('Mujeres');
    expect(title?.getAttribute('href')).toBe('/mujeres/');
    expect(slides()[0].querySelector('a')?.getAttribute('href')).toBe(docs(1)[0].canonical_url);
  });

  it('takes the configured section, title, link and up to 12 stories', async () => {
    const { apir, host, slides } = await renderBlock({
      section: 'salud',
      title: 'Bienestar',
      link: '/bienestar/',
      feedSize: 12,
    });
    expect(apir).toHaveBeenCalledWith(expect.objectContaining({ includeSections: 'salud', feedSize: 12 }));
    expect(slides()).toHaveLength(12);
    expect(host.querySelector('h2 a')?.getAttribute('href')).toBe('/bienestar/');
    expect(block.config.safeParse({ feedSize: 13 }).success).toBe(false);
  });

  it('leaves out stories without a promo image, and renders nothing without any', async () => {
    const { slides } = await renderBlock({}, [storyDoc(0, { withImage: false }), storyDoc(1)]);
    expect(slides()).toHaveLength(1);
    expect((await renderBlock({}, [storyDoc(0, { withImage: false })])).data).toBeNull();
  });
});
