// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import block from './index';
import { HeroCarousel } from './HeroCarousel';
import { cardItems } from '../../fixtures/cards';
import { carouselCtx, serverRender, storyList } from '../../fixtures/carousels';
import { ctxFixture } from '../../fixtures/site';

const config = block.config.parse({ published: true, section: 'nacion' });

describe('hero carousel', () => {
  it('asks for 10 stories by default (spec 3, 9) and keeps only those with promo_items', async () => {
    const apir = vi.fn(async () => storyList(10, { imageless: [3] }));
    const data = await block.fetch!(config, carouselCtx({ 'content-apir': apir }));
    expect(apir).toHaveBeenCalledWith(expect.objectContaining({ includeSections: 'nacion', feedSize: 10 }));
    expect(data?.items).toHaveLength(9);
    expect(block.config.safeParse({ section: 'nacion', feedSize: 11 }).success).toBe(false);
  });

  it('renders nothing when no story has a picture', async () => {
    const ctx = carouselCtx({ 'content-apir': async () => storyList(2, { imageless: [0, 1] }) });
    expect(await block.fetch!(config, ctx)).toBeNull();
  });

  it('shows 10 full-width slides with the headline over the image, arrows and a dot each', () => {
    const items = cardItems(10);
    const html = serverRender(<HeroCarousel config={config} data={{ items }} ctx={ctxFixture()} />);
    const slides = [...html.querySelectorAll('.swiper-slide a.overlay-card--hero')];
    expect(slides.map((a) => a.getAttribute('href'))).toEqual(items.map((i) => i.url));
    expect(slides[0].querySelector('img + .overlay-card__text h3')?.textContent).toBe(items[0].headline);
    expect(html.querySelectorAll('.carousel__dot')).toHaveLength(10);
    expect(html.querySelector('[aria-label="Siguiente"]')).not.toBeNull();
    // The first slide is in front: no previous arrow yet (spec 3, 4).
    expect(html.querySelector<HTMLButtonElement>('[aria-label="Anterior"]')?.hidden).toBe(true);
    expect(html.querySelector('img')?.getAttribute('loading')).toBe('eager');
  });
});
