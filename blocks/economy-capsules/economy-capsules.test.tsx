// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import block from './index';
import { EconomyCapsules } from './EconomyCapsules';
import { cardItems } from '../../fixtures/cards';
import { carouselCtx, serverRender, storyList } from '../../fixtures/carousels';
import { ctxFixture } from '../../fixtures/site';

describe('economy capsules', () => {
  it('asks /economia/capsulas for 12 and shows at most 10 (spec 3, 9)', async () => {
    const apir = vi.fn(async () => storyList(12));
    const data = await block.fetch!(block.config.parse({ published: true }), carouselCtx({ 'content-apir': apir }));
    expect(apir).toHaveBeenCalledWith(expect.objectContaining({ includeSections: '/economia/capsulas', feedSize: 12 }));
    expect(data?.items).toHaveLength(10);
  });

  it('takes feed sizes of 10 to 12 only', () => {
    expect(block.config.parse({ feedSize: 10 }).feedSize).toBe(10);
    expect(block.config.safeParse({ feedSize: 9 }).success).toBe(false);
    expect(block.config.safeParse({ feedSize: 13 }).success).toBe(false);
  });

  it("shows up to 10 capsules and 'Ver todo' to /economia/capsulas/", () => {
    const config = block.config.parse({ published: true });
    const html = serverRender(<EconomyCapsules config={config} data={{ items: cardItems(12) }} ctx={ctxFixture()} />);
    expect(html.querySelectorAll('.swiper-slide')).toHaveLength(10);
    const all = [...html.querySelectorAll('a')].find((a) => a.textContent === 'Ver todo');
    expect(all?.getAttribute('href')).toBe('/economia/capsulas/');
    expect(html.querySelector('h2')?.textContent).toBe('Cápsulas');
  });
});
