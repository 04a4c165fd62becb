// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import block from './index';
import { LifestyleCarousel } from './LifestyleCarousel';
import { cardItems } from '../../fixtures/cards';
import { carouselCtx, serverRender, storyList } from '../../fixtures/carousels';
import { ctxFixture } from '../../fixtures/site';

describe('lifestyle carousel', () => {
  it('asks for 8 lifestyle stories by default (spec 3, 9)', async () => {
    const apir = vi.fn(async () => storyList(8));
    await block.fetch!(block.config.parse({ published: true }), carouselCtx({ 'content-apir': apir }));
    expect(apir).toHaveBeenCalledWith(expect.objectContaining({ includeSections: '/estilo-de-vida', feedSize: 8 }));
  });

  it("shows the logo and 'Ver más notas' to /seccion/estilo-de-vida, whatever section it lists", () => {
    const config = block.config.parse({ published: true, section: 'gente' });
    const html = serverRender(<LifestyleCarousel config={config} data={{ items: cardItems(8) }} ctx={ctxFixture()} />);
    const more = [...html.querySelectorAll('a')].find((a) => a.textContent === 'Ver más notas');
    expect(more?.getAttribute('href')).toBe('/seccion/estilo-de-vida');
    expect(html.querySelector('.lifestyle-carousel__logo')?.textContent).toBe('Estilo de vida');
    expect(html.querySelectorAll('.swiper-slide')).toHaveLength(8);
  });
});
