// @vitest-environment happy-dom
import type { Sources } from '../../contracts/sources';
import { describe, expect, it, vi } from 'vitest';
import block from './index';
import { VideoCarousel } from './VideoCarousel';
import { cardItems } from '../../fixtures/cards';
import { carouselCtx, serverRender, storyList } from '../../fixtures/carousels';
import { ctxFixture } from '../../fixtures/site';

describe('video carousel', () => {
  it('lists 8 videos of /videos unless a section is configured (spec 3, 9)', async () => {
    const apir = vi.fn<Sources['content-apir']>(async () => storyList(8));
    const ctx = carouselCtx({ 'content-apir': apir }, { params: { section: 'nacion' } });
    await block.fetch!(block.config.parse({ published: true }), ctx);
    await block.fetch!(block.config.parse({ published: true, section: '/deportes' }), ctx);
    expect(apir.mock.calls.map(([q]) => [q.includeSections, q.feedSize])).toEqual([
      ['/videos', 8],
      ['/deportes', 8],
    ]);
  });

  it('shows a play icon and the headline on every card, the title and previous/next controls', () => {
    const config = block.config.parse({ published: true, title: 'Videos Semana', link: '/videos/' });
    const html = serverRender(<VideoCarousel config={config} data={{ items: cardItems(8) }} ctx={ctxFixture()} />);
    const cards = [...html.querySelectorAll('.overlay-card')];
    expect(cards).toHaveLength(8);
    expect(cards.every((c) => c.querySelector('[role="img"][aria-label="Video"]'))).toBe(true);
    expect(cards[0].querySelector('h3')?.textContent).toBe(cardItems(1)[0].headline);
    expect(html.querySelector('h2 a')?.getAttribute('href')).toBe('/videos/');
    expect(html.querySelector('h2')?.textContent).toBe('Videos Semana');
    expect(html.querySelectorAll('[aria-label="Anterior"], [aria-label="Siguiente"]')).toHaveLength(2);
  });

  it("titles itself 'Videos' without a configured title", () => {
    const config = block.config.parse({ published: true });
    const html = serverRender(<VideoCarousel config={config} data={{ items: cardItems(2) }} ctx={ctxFixture()} />);
    expect(html.querySelector('h2')?.textContent).toBe('Videos');
    expect(html.querySelector('h2 a')).toBeNull();
  });
});
