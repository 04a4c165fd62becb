// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import block from './index';
import { DarkCarousel } from './DarkCarousel';
import { cardItems } from '../../fixtures/cards';
import { carouselCtx, serverRender, storyList } from '../../fixtures/carousels';
import { ctxFixture } from '../../fixtures/site';

describe('dark carousel', () => {
  it('shows headline-over-image cards on the dark band, with arrow buttons and a linked title', () => {
    const config = block.config.parse({ published: true, title: 'Mundo', link: '/mundo/', section: 'mundo' });
    const html = serverRender(<DarkCarousel config={config} data={{ items: cardItems(8) }} ctx={ctxFixture()} />);
    expect(html.querySelector('section.dark-carousel')).not.toBeNull();
    const cards = [...html.querySelectorAll('.overlay-card')];
    expect(cards).toHaveLength(8);
    expect(cards[0].querySelector('.overlay-card__text h3')?.textContent).toBe(cardItems(1)[0].headline);
    expect(html.querySelector('[aria-label="Siguiente"]')).not.toBeNull();
    expect(html.querySelector('[aria-label="Anterior"]')).not.toBeNull();
    expect(html.querySelector('h2 a')?.getAttribute('href')).toBe('/mundo/');
  });

  it('asks for 8 stories and drops those without promo_items', async () => {
    const apir = vi.fn(async () => storyList(8, { imageless: [0] }));
    const config = block.config.parse({ published: true, section: 'mundo' });
    const data = await block.fetch!(config, carouselCtx({ 'content-apir': apir }));
    expect(apir).toHaveBeenCalledWith(expect.objectContaining({ feedSize: 8 }));
    expect(data?.items).toHaveLength(7);
  });
});
