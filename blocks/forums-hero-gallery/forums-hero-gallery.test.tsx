// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { ComponentProps } from 'react';
import block from './index';
import { ForumsHeroGallery } from './ForumsHeroGallery';
import { fakeSources } from '../../fixtures/cards';
import { forumDoc, forumItems } from '../../fixtures/forums';
import { ctxFixture } from '../../fixtures/site';
import { Carousel } from '../../ui/Carousel';

// The props the gallery hands the shared carousel (which owns swiper, autoplay and its pauses).
const carouselProps = vi.hoisted(() => [] as ComponentProps<typeof Carousel>[]);
vi.mock('../../ui/Carousel', async (original) => {
  const actual = await original<typeof import('../../ui/Carousel')>();
  return {
    ...actual,
    Carousel: (props: ComponentProps<typeof Carousel>) => {
      carouselProps.push(props);
      return actual.Carousel(props);
    },
  };
});

const ctx = ctxFixture('foros-semana');
const config = block.config.parse({ published: true });

function serverHtml(count: number): HTMLElement {
  carouselProps.length = 0;
  const host = document.createElement('div');
  host.innerHTML = renderToString(<ForumsHeroGallery config={config} data={{ items: forumItems(count) }} ctx={ctx} />);
  return host;
}

describe('forums hero gallery', () => {
  it('moves on by itself every 5000 ms and loops', () => {
    serverHtml(5);
    expect(carouselProps.at(-1)).toMatchObject({ autoplay: 5000, loop: true, pagination: true });
  });

  it("server-renders each forum's picture linked to its page, with its name over it, and a dot each", () => {
    const html = serverHtml(5);
    const links = [...html.querySelectorAll('.swiper-slide a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(forumItems(5).map((f) => f.url));
    expect(links[0].querySelector('h2')?.textContent).toBe(forumItems(1)[0].headline);
    expect(html.querySelectorAll('.carousel__dot')).toHaveLength(5);
    // The first picture is the page's largest: loaded first.
    expect(html.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
  });

  it('keeps a single forum still', () => {
    serverHtml(1);
    expect(carouselProps.at(-1)).toMatchObject({ autoplay: false, loop: false });
  });

  it("reads the forums' newest 5, leaving out those without a picture", async () => {
    const contentApir = vi.fn(async () => ({
      content_elements: [forumDoc(0), forumDoc(1, { withImage: false }), forumDoc(2)],
      count: 3,
    }));
    const data = await block.fetch!(config, { ...ctx, sources: fakeSources({ 'content-apir': contentApir }) });
    expect(contentApir).toHaveBeenCalledWith(expect.objectContaining({ includeSections: 'foros-semana', feedSize: 5 }));
    expect(data?.items).toHaveLength(2);
    const none = vi.fn(async () => ({ content_elements: [forumDoc(1, { withImage: false })], count: 1 }));
    expect(await block.fetch!(config, { ...ctx, sources: fakeSources({ 'content-apir': none }) })).toBeNull();
  });
});
