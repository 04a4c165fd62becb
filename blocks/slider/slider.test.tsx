// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import block from './index';
import { Slider } from './Slider';
import { cardItems, fakeSources, storyDoc } from '../../fixtures/cards';
import { ctxFixture } from '../../fixtures/site';

afterEach(cleanup);

const list = { content_elements: [storyDoc(0), storyDoc(1, { withImage: false }), storyDoc(2)], count: 3 };

function setup(params: Record<string, string> = {}) {
  const contentApir = vi.fn(async () => list);
  const collections = vi.fn(async () => list);
  const ctx = {
    ...ctxFixture(),
    params,
    sources: fakeSources({ 'content-apir': contentApir, 'content-api-collections': collections }),
  };
  return { contentApir, collections, ctx };
}

describe('slider fetch', () => {
  it('asks for 12 stories of its section by default (spec 3, 9: 8 to 12) and drops those without an image', async () => {
    const { contentApir, ctx } = setup();
    const data = await block.fetch!(block.config.parse({ published: true, section: '/nacion' }), ctx);
    expect(contentApir).toHaveBeenCalledWith(expect.objectContaining({ includeSections: '/nacion', feedSize: 12 }));
    expect(data?.items.map((item) => item.url)).toEqual([storyDoc(0).canonical_url, storyDoc(2).canonical_url]);
  });

  it('prefers the collection to the section, and falls back to the page section', async () => {
    const both = setup();
    await block.fetch!(block.config.parse({ published: true, section: '/nacion', collectionId: 'portada' }), both.ctx);
    expect(both.collections).toHaveBeenCalledWith(expect.objectContaining({ queryString: 'portada', size: 12 }));
    expect(both.contentApir).not.toHaveBeenCalled();

    const routed = setup({ section: 'deportes' });
    await block.fetch!(block.config.parse({ published: true, feedSize: 8 }), routed.ctx);
    expect(routed.contentApir).toHaveBeenCalledWith(
      expect.objectContaining({ includeSections: 'deportes', feedSize: 8 }),
    );
  });

  it('renders nothing without a section, a collection or a page section', async () => {
    const { contentApir, ctx } = setup();
    expect(await block.fetch!(block.config.parse({ published: true }), ctx)).toBeNull();
    expect(contentApir).not.toHaveBeenCalled();
  });

  it('refuses fewer than 8 or more than 12 slides', () => {
    expect(block.config.safeParse({ feedSize: 7 }).success).toBe(false);
    expect(block.config.safeParse({ feedSize: 13 }).success).toBe(false);
  });
});

describe('slider', () => {
  it('shows each story as a linked slide with its headline over the picture, and a dot per slide', () => {
    const items = cardItems(8);
    render(
      <Slider
        config={{ published: true, title: 'Nación', link: '/nacion/', feedSize: 8 }}
        data={{ items }}
        ctx={ctxFixture()}
      />,
    );
    expect(screen.getByRole('link', { name: 'Nación' }).getAttribute('href')).toBe('/nacion/');
    const slides = screen.getAllByRole('group');
    expect(slides).toHaveLength(8);
    const link = within(slides[0]).getByRole('link');
    expect(link.getAttribute('href')).toBe(items[0].url);
    expect(within(link).getByRole('heading', { level: 3 }).textContent).toBe(items[0].headline);
    expect(screen.getAllByRole('button', { name: /Ir a la diapositiva/ })).toHaveLength(8);
  });
});
