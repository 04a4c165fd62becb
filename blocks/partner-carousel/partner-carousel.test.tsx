// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import block from './index';
import { PartnerCarousel } from './PartnerCarousel';
import { cardItems } from '../../fixtures/cards';
import { carouselCtx, serverRender, storyList } from '../../fixtures/carousels';
import { ctxFixture } from '../../fixtures/site';

const logos = [
  { name: 'Aliado Uno', image: 'https://cdn.example.com/uno.png', link: 'https://uno.example.com/' },
  { name: 'Aliado Dos', image: '/logos/dos.svg' },
];

function html(extra: Record<string, unknown> = {}) {
  const config = block.config.parse({ published: true, section: 'sostenible', logos, ...extra });
  return serverRender(<PartnerCarousel config={config} data={{ items: cardItems(8) }} ctx={ctxFixture()} />);
}

describe('partner carousel', () => {
  it("S3-081: links 'Ver más notas' where the editor says and shows the two partner logo images", () => {
    const page = html({ link: '/x/' });
    const more = [...page.querySelectorAll('a')].find((a) => a.textContent === 'Ver más notas');
    expect(more?.getAttribute('href')).toBe('/x/');
    const images = [...page.querySelectorAll<HTMLImageElement>('.partner-carousel__logo img')];
    expect(images.map((img) => [img.getAttribute('src'), img.alt])).toEqual([
      ['https://cdn.example.com/uno.png', 'Aliado Uno'],
      ['/logos/dos.svg', 'Aliado Dos'],
    ]);
    expect(page.querySelector('a.partner-carousel__logo')?.getAttribute('target')).toBe('_blank');
  });

  it("leaves 'Ver más notas' out without a link, and shows a logo's name when it has no image", () => {
    const page = html({ logos: [{ name: 'Aliado Uno' }, logos[1]] });
    expect([...page.querySelectorAll('a')].some((a) => a.textContent === 'Ver más notas')).toBe(false);
    expect(page.querySelector('.partner-carousel__logo-name')?.textContent).toBe('Aliado Uno');
  });

  it('takes exactly two logos, and addresses that are https or on the site', () => {
    expect(block.config.safeParse({ logos: [logos[0]] }).success).toBe(false);
    expect(block.config.safeParse({ logos: [...logos, logos[0]] }).success).toBe(false);
    expect(block.config.safeParse({ logos: [{ name: 'X', image: 'javascript:alert(1)' }, logos[1]] }).success).toBe(
      false,
    );
    expect(block.config.safeParse({ logos, link: '//evil.example/' }).success).toBe(false);
  });

  it('asks for 8 stories by default', async () => {
    const apir = vi.fn(async () => storyList(8));
    await block.fetch!(
      block.config.parse({ published: true, section: 'sostenible', logos }),
      carouselCtx({ 'content-apir': apir }),
    );
    expect(apir).toHaveBeenCalledWith(expect.objectContaining({ includeSections: 'sostenible', feedSize: 8 }));
  });
});
