// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import block from './index';
import { RelatedVideosCarousel } from './RelatedVideosCarousel';
import { fakeSources, storyDoc } from '../../fixtures/cards';
import { forumVideoItems } from '../../fixtures/forums';
import { ctxFixture } from '../../fixtures/site';

afterEach(cleanup);

const ctx = ctxFixture('foros-semana');

describe("'Esto dijo...' related videos carousel", () => {
  it("is titled 'Esto dijo...' and links to /foros-semana/videos when no link is set", () => {
    render(
      <RelatedVideosCarousel
        config={block.config.parse({ published: true })}
        data={{ items: forumVideoItems(6) }}
        ctx={ctx}
      />,
    );
    const title = screen.getByRole('heading', { level: 2 });
    expect(title.textContent).toBe('Esto dijo...');
    expect(title.querySelector('a')?.getAttribute('href')).toBe('/foros-semana/videos');
  });

  it("takes the editor's title and link", () => {
    const config = block.config.parse({ published: true, title: 'Lo que dijeron', link: '/foros-semana/' });
    render(<RelatedVideosCarousel config={config} data={{ items: forumVideoItems(6) }} ctx={ctx} />);
    expect(screen.getByRole('link', { name: 'Lo que dijeron' }).getAttribute('href')).toBe('/foros-semana/');
  });

  it('shows 6 videos when 10 are available', async () => {
    const contentApir = vi.fn(async () => ({
      content_elements: Array.from({ length: 10 }, (_, i) => storyDoc(i, { section: 'foros-semana/videos' })),
      count: 10,
    }));
    const config = block.config.parse({ published: true });
    const data = await block.fetch!(config, { ...ctx, sources: fakeSources({ 'content-apir': contentApir }) });
    expect(contentApir).toHaveBeenCalledWith(
      expect.objectContaining({ includeSections: 'foros-semana/videos', feedSize: 6 }),
    );
    expect(data?.items).toHaveLength(6);
    render(<RelatedVideosCarousel config={config} data={{ items: forumVideoItems(10) }} ctx={ctx} />);
    expect(screen.getAllByRole('article')).toHaveLength(6);
  });

  it('renders nothing when no video has a picture', async () => {
    const contentApir = vi.fn(async () => ({ content_elements: [storyDoc(0, { withImage: false })], count: 1 }));
    const data = await block.fetch!(block.config.parse({ published: true }), {
      ...ctx,
      sources: fakeSources({ 'content-apir': contentApir }),
    });
    expect(data).toBeNull();
  });
});
