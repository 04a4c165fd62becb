// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, fakeSources, storyDoc } from '../../fixtures/cards';
import { CARD_FIELDS } from '../../ui/card-item';
import { DEFAULT_PROGRAMMES } from '../../contracts/tv-programmes';
import block from './index';
import { TvSections } from './TvSections';

afterEach(cleanup);
const programas = block.config.parse({ published: true, group: 'programas' });

function ctxFor(brand: string) {
  const videos = vi.fn(async () => ({ content_elements: [storyDoc(1)], count: 1 }));
  const navigation = vi.fn(async () => ({
    _id: 'navSemanaTVCategorias',
    name: 'Categorías',
    children: Array.from({ length: 11 }, (_, i) => ({
      _id: `/semana-tv/categorias/cat-${i}`,
      name: i === 0 ? '' : `Categoría ${i}`,
    })),
  }));
  const sources = fakeSources({ 'content-apir-semanaTV-v2': videos, 'navigation-api': navigation });
  return { videos, navigation, ctx: { ...ctxFixture(), path: '/semana-tv/programas/', params: { brand }, sources } };
}

describe('tv-sections', () => {
  it("lists each programme with its newest videos under 'Programas'", async () => {
    const { videos, ctx } = ctxFor('semana');
    const config = block.config.parse({ published: true, group: 'programas' });
    const data = await block.fetch!(config, ctx);
    expect(videos).toHaveBeenCalledTimes(DEFAULT_PROGRAMMES.length);
    expect(videos).toHaveBeenCalledWith({
      includeSections: '/semana-tv/programas/semana-noticias',
      feedSize: 10,
      sourceInclude: CARD_FIELDS,
    });
    expect(data?.heading).toBe('Programas');
    expect(data?.items.map((r) => [r.title, r.url])).toEqual(
      DEFAULT_PROGRAMMES.map((p) => [p.title, `/semana-tv/programas/${p.slug}/`]),
    );
    expect(block.head!(config, data!, ctx)).toEqual({
      title: 'Programas | Semana TV',
      canonical: '/semana-tv/programas/',
    });
  });

  it("takes the first 9 categories of the TV menu under 'Categorías', naming untitled ones by slug", async () => {
    const { navigation, videos, ctx } = ctxFor('semana');
    const data = await block.fetch!(block.config.parse({ published: true, group: 'categorias', feedSize: 4 }), ctx);
    expect(navigation).toHaveBeenCalledWith({ queryString: 'navSemanaTVCategorias' });
    expect(data?.heading).toBe('Categorías');
    expect(data?.items).toHaveLength(9);
    expect(data?.items[0]).toMatchObject({ title: 'Cat 0', url: '/semana-tv/categorias/cat-0/' });
    expect(data?.items[8].title).toBe('Categoría 8');
    expect(videos).toHaveBeenCalledWith(
      expect.objectContaining({ includeSections: '/semana-tv/categorias/cat-1', feedSize: 4 }),
    );
  });

  it('lists one row per categorias entry, in map order, 10 videos each at most', async () => {
    const videos = vi.fn(async (_query: { includeSections: string; feedSize?: unknown }) => ({
      content_elements: Array.from({ length: 15 }, (_, i) => storyDoc(i)),
      count: 15,
    }));
    const ctx = {
      ...ctxFixture(),
      path: '/tv/',
      params: {},
      sources: fakeSources({ 'content-apir-semanaTV-v2': videos }),
    };
    const config = block.config.parse({
      published: true,
      group: 'categorias',
      categorias: {
        'categorias/mundo-al-dia': 'categorias/mundo',
        'programas/a-fondo': '/semana-tv/programas/a-fondo',
      },
    });
    const data = await block.fetch!(config, ctx);
    expect(videos.mock.calls.map(([q]) => [q.includeSections, q.feedSize])).toEqual([
      ['/semana-tv/categorias/mundo', 10],
      ['/semana-tv/programas/a-fondo', 10],
    ]);
    expect(data?.items.map((r) => [r.title, r.url, r.videos.length])).toEqual([
      ['mundo al dia', '/semana-tv/categorias/mundo-al-dia', 10],
      ['a fondo', '/semana-tv/programas/a-fondo', 10],
    ]);
  });

  it("shows nothing under another brand's TV address", async () => {
    const { videos, navigation, ctx } = ctxFor('soho');
    expect(await block.fetch!(block.config.parse({ published: true, group: 'programas' }), ctx)).toBeNull();
    expect(videos).not.toHaveBeenCalled();
    expect(navigation).not.toHaveBeenCalled();
  });

  it('S3-003: links each row heading to its page, and prints no message for a row without videos', () => {
    const rows = [
      { title: 'Semana Noticias', url: '/semana-tv/programas/semana-noticias/', videos: cardItems(2) },
      { title: 'El Debate', url: '/semana-tv/programas/semana-el-debate/', videos: [] },
    ];
    render(<TvSections config={programas} data={{ heading: 'Programas', items: rows }} ctx={ctxFixture()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Programas');
    expect(screen.getByRole('link', { name: 'El Debate' }).getAttribute('href')).toBe(rows[1].url);
    expect(screen.getByRole('list', { name: 'Semana Noticias' }).querySelectorAll('li')).toHaveLength(2);
    expect(screen.queryByRole('list', { name: 'El Debate' })).toBeNull();
    expect(screen.getByRole('link', { name: 'El Debate' }).closest('li')!.textContent).toBe('El Debate');
  });

  it('S3-003: renders nothing when there are no rows', () => {
    const { container } = render(
      <TvSections config={programas} data={{ heading: 'Categorías', items: [] }} ctx={ctxFixture()} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
