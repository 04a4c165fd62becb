// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import block from './index';
import { CandidatesCarousel } from './CandidatesCarousel';
import { candidatesTitle } from './candidates-feed';
import { cardItems } from '../../fixtures/cards';
import { carouselCtx, serverRender, storyList } from '../../fixtures/carousels';
import { ctxFixture } from '../../fixtures/site';

function setup(name: string | null, params: Record<string, string> = {}) {
  const section = vi.fn(async ({ queryString }: { queryString: string }) =>
    name ? { _id: queryString, name, site: { site_title: name, site_description: '' } } : null,
  );
  const apir = vi.fn(async () => storyList(12));
  return { section, apir, ctx: carouselCtx({ 'section-api': section, 'content-apir': apir }, { params }) };
}

describe('candidates carousel', () => {
  it("titles itself after the section's name (spec 3, 2)", () => {
    expect(candidatesTitle('Gobernaciones')).toBe('Candidatos Gobernaciones');
    expect(candidatesTitle('Otras Ciudades')).toBe('Candidatos Alcaldías');
    expect(candidatesTitle('Bogotá')).toBe('Candidatos');
    expect(candidatesTitle(undefined)).toBe('Candidatos');
  });

  it("lists 8 of /{subsection}/{include}-alcaldia, titled from the section's name", async () => {
    const { section, apir, ctx } = setup('Gobernaciones');
    const config = block.config.parse({ published: true, section: '/elecciones/gobernaciones', include: 'candidatos' });
    const data = await block.fetch!(config, ctx);
    expect(section).toHaveBeenCalledWith({ queryString: '/elecciones/gobernaciones' });
    expect(apir).toHaveBeenCalledWith(
      expect.objectContaining({ includeSections: '/elecciones/candidatos-alcaldia', feedSize: 8 }),
    );
    expect(data?.items).toHaveLength(8);
    expect(data?.title).toBe('Candidatos Gobernaciones');
  });

  it("reads the page's section from the address when none is configured", async () => {
    const { section, apir, ctx } = setup('Otras Ciudades', { subsection: 'elecciones', section: 'otras-ciudades' });
    const data = await block.fetch!(block.config.parse({ published: true, include: 'cali' }), ctx);
    expect(section).toHaveBeenCalledWith({ queryString: '/elecciones/otras-ciudades' });
    expect(apir).toHaveBeenCalledWith(expect.objectContaining({ includeSections: '/elecciones/cali-alcaldia' }));
    expect(data?.title).toBe('Candidatos Alcaldías');
  });

  it("falls back to 'Candidatos' for an unknown section, and renders nothing off a section page", async () => {
    const { ctx } = setup(null);
    expect((await block.fetch!(block.config.parse({ published: true, section: 'elecciones' }), ctx))?.title).toBe(
      'Candidatos',
    );
    expect(await block.fetch!(block.config.parse({ published: true }), ctx)).toBeNull();
  });

  it('shows the title as the heading over the candidates', () => {
    const config = block.config.parse({ published: true });
    const html = serverRender(
      <CandidatesCarousel
        config={config}
        data={{ items: cardItems(8), title: 'Candidatos Alcaldías' }}
        ctx={ctxFixture()}
      />,
    );
    expect(html.querySelector('h2')?.textContent).toBe('Candidatos Alcaldías');
    expect(html.querySelectorAll('.swiper-slide')).toHaveLength(8);
  });
});
