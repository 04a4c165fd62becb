// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, fakeSources, storyDoc } from '../../fixtures/cards';
import { CARD_FIELDS } from '../../ui/card-item';
import block from './index';
import { TvVideoList } from './TvVideoList';

afterEach(cleanup);

function ctxFor(params: Record<string, string>) {
  const videos = vi.fn(async () => ({ content_elements: [storyDoc(1), storyDoc(2, { withImage: false })], count: 2 }));
  const ctx = {
    ...ctxFixture(),
    path: '/semana-tv/virales/',
    params,
    sources: fakeSources({ 'content-apir-semanaTV-v2': videos }),
  };
  return { videos, ctx };
}

describe('tv-video-list', () => {
  it("lists the configured section's videos, titled by the section", async () => {
    const { videos, ctx } = ctxFor({ brand: 'semana' });
    const config = block.config.parse({ published: true, section: 'virales' });
    const data = await block.fetch!(config, ctx);
    expect(videos).toHaveBeenCalledWith({
      includeSections: '/semana-tv/virales',
      feedSize: 10,
      sourceInclude: CARD_FIELDS,
    });
    expect(data?.title).toBe('Virales');
    expect(data?.items.map((v) => v.url)).toEqual(['/nacion/articulo/nota-1/fixture-1/']);
    expect(block.head!(config, data!, ctx)).toEqual({ title: 'Virales | Semana TV', canonical: '/semana-tv/virales/' });
  });

  it("keeps the editor's title", async () => {
    const { ctx } = ctxFor({ brand: 'semana' });
    const data = await block.fetch!(
      block.config.parse({ published: true, section: 'virales', title: 'Lo más visto' }),
      ctx,
    );
    expect(data?.title).toBe('Lo más visto');
  });

  it("takes the programme or category from the address, with the programme's own name", async () => {
    const config = block.config.parse({ published: true, feedSize: 6 });
    const programme = ctxFor({ brand: 'semana', programa: 'semana-el-debate' });
    expect((await block.fetch!(config, programme.ctx))?.title).toBe('El Debate');
    expect(programme.videos).toHaveBeenCalledWith(
      expect.objectContaining({ includeSections: '/semana-tv/programas/semana-el-debate', feedSize: 6 }),
    );
    const category = ctxFor({ brand: 'semana', categoria: 'deportes-en-vivo' });
    expect((await block.fetch!(config, category.ctx))?.title).toBe('Deportes en vivo');
    expect(category.videos).toHaveBeenCalledWith(
      expect.objectContaining({ includeSections: '/semana-tv/categorias/deportes-en-vivo' }),
    );
  });

  it("shows nothing without a section, for a bad slug or under another brand's address", async () => {
    const config = block.config.parse({ published: true });
    const cases: Record<string, string>[] = [
      { brand: 'semana' },
      { brand: 'semana', programa: 'Semana Noticias' },
      { brand: 'soho', programa: 'semana-noticias' },
    ];
    for (const params of cases) {
      const { videos, ctx } = ctxFor(params);
      expect(await block.fetch!(config, ctx)).toBeNull();
      expect(videos).not.toHaveBeenCalled();
    }
  });

  it('shows the title and the videos, or says there are none yet', () => {
    render(
      <TvVideoList
        config={block.config.parse({ published: true })}
        data={{ title: 'Virales', items: cardItems(3) }}
        ctx={ctxFixture()}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Virales');
    expect(screen.getByRole('list', { name: 'Videos de Virales' }).querySelectorAll('li')).toHaveLength(3);
    cleanup();
    render(
      <TvVideoList
        config={block.config.parse({ published: true })}
        data={{ title: 'Virales', items: [] }}
        ctx={ctxFixture()}
      />,
    );
    expect(screen.getByText('Aún no hay videos en esta sección.')).toBeTruthy();
  });
});
