// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { fakeSources, storyDoc } from '../../fixtures/cards';
import { ctxFixture } from '../../fixtures/site';
import type { StoryDocument } from '../../contracts/ans';
import block from './index';
import { ProductHeroCarousel } from './ProductHeroCarousel';

async function renderBlock(list: Partial<StoryDocument>[]) {
  const collections = vi.fn(async () => ({ content_elements: list, count: list.length }));
  const ctx = { ...ctxFixture('mujeres'), sources: fakeSources({ 'content-api-collections': collections }) };
  const config = block.config.parse({ published: true, collectionId: 'portada' });
  const data = await block.fetch!(config, ctx);
  const host = document.createElement('div');
  if (data) host.innerHTML = renderToString(<ProductHeroCarousel config={config} data={data} ctx={ctx} />);
  return { collections, data, host, slides: () => [...host.querySelectorAll('.swiper-slide a')] };
}

describe('product hero carousel', () => {
  it('asks the collection for 3 stories and shows 3 linked slides, with a dot each', async () => {
    const list = [0, 1, 2, 3, 4].map((i) => storyDoc(i));
    const { collections, host, slides } = await renderBlock(list);
    expect(collections).toHaveBeenCalledWith(expect.objectContaining({ queryString: 'portada', size: 3 }));
    expect(slides().map((a) => a.getAttribute('href'))).toEqual(list.slice(0, 3).map((d) => d.canonical_url));
    expect(host.querySelectorAll('.carousel__dot')).toHaveLength(3);
    expect(host.querySelector('[aria-label="Destacados de Mujeres"]')).not.toBeNull();
  });

  it('shows headline and section over the picture, the first picture loaded first', async () => {
    const { host } = await renderBlock([storyDoc(0), storyDoc(1)]);
    expect(host.querySelector('.product-hero__headline')?.textContent).toBe(storyDoc(0).headlines!.basic);
    expect(host.querySelector('.product-hero__kicker')?.textContent).toBe('Nación');
    expect([...host.querySelectorAll('img')].map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy']);
  });

  it('leaves out stories without a promo image, and renders nothing without any', async () => {
    const { slides } = await renderBlock([storyDoc(0, { withImage: false }), storyDoc(1)]);
    expect(slides()).toHaveLength(1);
    expect((await renderBlock([storyDoc(0, { withImage: false })])).data).toBeNull();
  });
});
