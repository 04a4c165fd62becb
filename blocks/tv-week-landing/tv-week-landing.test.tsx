// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import { fakeSources } from '../../fixtures/cards';
import {
  journalistRecord,
  navSemanaTv,
  opinionProgrammesFixture,
  tvJournalists,
  tvProgrammeMenu,
  videoDocs,
  videoItems,
} from '../../fixtures/tv';
import { CARD_FIELDS } from '../../ui/card-item';
import block, { CAROUSEL_SIZE, HERO_SIZE } from './index';
import { TvWeekLanding } from './TvWeekLanding';
import { TV_SWIPE_THRESHOLD } from '../tv-sections/TvCarousel';
import type { Data } from './config';

afterEach(cleanup);

function ctxFor(videosPerList = 15) {
  // The source answers up to what it is asked for; an empty 'categorias/vacia' shows no carousel.
  const videos = vi.fn(async ({ includeSections, feedSize }: { includeSections: string; feedSize?: unknown }) => {
    const docs = includeSections.endsWith('vacia') ? [] : videoDocs(Math.min(Number(feedSize), videosPerList));
    return { content_elements: docs, count: docs.length };
  });
  const authors = vi.fn(async ({ idAutor }: { idAutor: string }) =>
    idAutor === 'desconocido' ? null : journalistRecord(idAutor === 'id1' ? 'Vicky Dávila' : 'Ana María Ruiz'),
  );
  const navigation = vi.fn(async () => navSemanaTv(5));
  const sources = fakeSources({
    'content-apir-semanaTV-v2': videos,
    'authors-api': authors,
    'navigation-api': navigation,
  });
  return { videos, authors, navigation, ctx: { ...ctxFixture(), path: '/tv/', params: {}, sources } };
}

const sectionsAsked = (videos: ReturnType<typeof ctxFor>['videos']) =>
  videos.mock.calls.map(([q]) => [q.includeSections, q.feedSize]);

describe('tv-week-landing fetch', () => {
  it('asks for 5 hero videos and 10 per carousel (spec 3, 9), one carousel per categorias entry in map order', async () => {
    const { videos, ctx } = ctxFor();
    const config = block.config.parse({
      published: true,
      categorias: {
        'categorias/mundo-al-dia': 'categorias/mundo',
        'vicky-en-semana': '/semana-tv/programas/vicky-en-semana',
        'programas/a-fondo': 'programas/a-fondo',
      },
    });
    const data = await block.fetch!(config, ctx);
    expect(HERO_SIZE).toBe(5);
    expect(CAROUSEL_SIZE).toBe(10);
    expect(sectionsAsked(videos)).toEqual(
      expect.arrayContaining([
        ['/semana-tv/virales', 5],
        ['/semana-tv/programas/semana-noticias', 10],
        ['/semana-tv/categorias/mundo', 10],
        ['/semana-tv/programas/vicky-en-semana', 10],
        ['/semana-tv/programas/a-fondo', 10],
      ]),
    );
    expect(videos).toHaveBeenCalledWith(expect.objectContaining({ sourceInclude: CARD_FIELDS }));
    expect(data?.hero).toHaveLength(5);
    expect(data?.news).toMatchObject({ url: '/semana-tv/programas/semana-noticias' });
    expect(data?.news.items).toHaveLength(10);
    expect(data?.categories.map((c) => [c.title, c.url, c.items.length])).toEqual([
      ['mundo al dia', '/semana-tv/categorias/mundo-al-dia', 10],
      ['vicky en semana', '/semana-tv/programas/vicky-en-semana', 10],
      ['a fondo', '/semana-tv/programas/a-fondo', 10],
    ]);
  });

  it('reads the journalists from autorIds through authors-api, leaving out unknown ids', async () => {
    const { authors, ctx } = ctxFor();
    const config = block.config.parse({
      published: true,
      autorIds: { 'Vicky Dávila': 'id1', Ana: 'id2', Nadie: 'desconocido' },
    });
    const data = await block.fetch!(config, ctx);
    expect(authors.mock.calls.map(([q]) => q.idAutor)).toEqual(['id1', 'id2', 'desconocido']);
    expect(data?.journalists.map((j) => [j.byline, j.url])).toEqual([
      ['Vicky Dávila', '/semana-tv/periodistas/vicky-davila/'],
      ['Ana María Ruiz', '/semana-tv/periodistas/ana-maria-ruiz/'],
    ]);
  });

  it("puts navSemanaTv's first 2 programmes on top and the rest after the journalists (spec 3, TV menu data)", async () => {
    const { navigation, ctx } = ctxFor();
    const data = await block.fetch!(block.config.parse({ published: true }), ctx);
    expect(navigation).toHaveBeenCalledWith({ queryString: 'navSemanaTv' });
    expect(data?.menu.top.map((i) => [i.text, i.link])).toEqual([
      ['Programa 0', '/semana-tv/programas/semana-noticias/'],
      ['Vicky en semana', '/semana-tv/programas/vicky-en-semana/'],
    ]);
    expect(data?.menu.after.map((i) => i.text)).toEqual(['Programa 2', 'Programa 3', 'Programa 4']);
  });

  it('drops a category without videos, and renders nothing when no list has any', async () => {
    const { ctx } = ctxFor();
    const data = await block.fetch!(
      block.config.parse({ published: true, categorias: { 'categorias/vacia': 'categorias/vacia' } }),
      ctx,
    );
    expect(data?.categories).toEqual([]);
    const empty = ctxFor(0);
    expect(await block.fetch!(block.config.parse({ published: true }), empty.ctx)).toBeNull();
  });
});

const data: Data = {
  hero: videoItems(5),
  menu: tvProgrammeMenu(),
  journalists: tvJournalists(2),
  news: { title: 'Semana Noticias', url: '/semana-tv/programas/semana-noticias', items: videoItems(10, 10) },
  opinion: opinionProgrammesFixture(),
  categories: [
    { title: 'virales', url: '/semana-tv/categorias/virales', items: videoItems(4, 20) },
    { title: 'a fondo', url: '/semana-tv/programas/a-fondo', items: videoItems(4, 24) },
    { title: 'mundo al dia', url: '/semana-tv/categorias/mundo-al-dia', items: videoItems(4, 28) },
  ],
};

describe('tv-week-landing', () => {
  it('leads with a hero promo: a play icon in a link to the video', () => {
    const { container } = render(
      <TvWeekLanding config={block.config.parse({ published: true })} data={data} ctx={ctxFixture()} />,
    );
    const hero = container.querySelector('.tv-video-card--large a');
    expect(hero?.getAttribute('href')).toBe(data.hero[0].url);
    expect(hero?.querySelector('svg.tv-play')).not.toBeNull();
    expect(container.querySelectorAll('.tv-week-landing__beside li')).toHaveLength(4);
  });

  it('shows 2 programme links before the journalists heading and the rest after it', () => {
    const { container } = render(
      <TvWeekLanding config={block.config.parse({ published: true })} data={data} ctx={ctxFixture()} />,
    );
    const order = [...container.querySelectorAll('.tv-week-landing__programmes a, .tv-journalists__title')].map(
      (el) => el.textContent,
    );
    expect(order).toEqual(['Semana Noticias', 'Vicky en Semana', 'Periodistas', 'El Debate', 'Mesa Semana', 'A Fondo']);
  });

  it('shows the journalists, the news carousel, the opinion programmes and one carousel per category', () => {
    render(<TvWeekLanding config={block.config.parse({ published: true })} data={data} ctx={ctxFixture()} />);
    const journalists = screen.getByRole('region', { name: 'Periodistas' });
    expect(
      within(journalists)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Vicky Dávila', 'María Fernanda Ortega']);
    expect(screen.getByRole('heading', { name: 'Semana Noticias' }).querySelector('a')!.getAttribute('href')).toBe(
      '/semana-tv/programas/semana-noticias',
    );
    const opinion = screen.getByRole('region', { name: 'Programas de Opinión' });
    expect(within(opinion).getByRole('link', { name: 'A Fondo' }).getAttribute('href')).toBe(
      '/semana-tv/programas/a-fondo/',
    );
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles.filter((t) => ['virales', 'a fondo', 'mundo al dia'].includes(t ?? ''))).toEqual([
      'virales',
      'a fondo',
      'mundo al dia',
    ]);
  });

  it('alternates layout and background between even- and odd-indexed category carousels', () => {
    const { container } = render(
      <TvWeekLanding config={block.config.parse({ published: true })} data={data} ctx={ctxFixture()} />,
    );
    const classes = [...container.querySelectorAll('.tv-week-landing__category')].map((el) => el.className);
    expect(classes).toHaveLength(3);
    expect(classes[0]).toContain('tv-carousel--wide tv-carousel--dark');
    expect(classes[1]).toContain('tv-carousel--compact tv-carousel--light');
    expect(classes[2]).toBe(classes[0]);
    // Each carousel keeps its videos' play icons and arrows.
    const first = container.querySelector('.tv-week-landing__category')!;
    expect(first.querySelectorAll('.swiper-slide svg.tv-play')).toHaveLength(4);
    expect(within(first as HTMLElement).getByRole('button', { name: 'Siguiente' })).toBeTruthy();
    // Spec 3, 9: the TV carousels' swipe threshold.
    expect(TV_SWIPE_THRESHOLD).toBe(16);
  });
});
