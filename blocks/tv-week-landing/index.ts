import { newsProgramme } from '../../contracts/tv-programmes';
import { defineBlock, type FetchContext } from '../../runtime/define-block';
import { CARD_FIELDS } from '../../ui/card-item';
import { fetchJournalists, journalistIds } from '../tv-sections/journalists';
import { opinionProgrammes } from '../tv-sections/opinion-programmes';
import { categoryEntries, categoryLink, titleFromSlug, tvPath, tvSection } from '../tv-sections/tv-paths';
import { toVideoItems } from '../tv-sections/video-pages';
import { cardStandIns } from '../../ui/card-item';
import { config, type Data, type TvRow } from './config';
import { TvWeekLanding } from './TvWeekLanding';

/** Spec 3, 9: the TV landing's blocks ask for 5 (the hero and the four beside it) and 10 (each carousel). */
export const HERO_SIZE = 5;
export const CAROUSEL_SIZE = 10;
/** The hero's TV section when none is configured. */
export const DEFAULT_HERO_SECTION = 'virales';

/** Spec 3, TV menu data: of `navSemanaTv`, the first 2 programmes go on top, the rest after the journalists. */
export const MENU_ON_TOP = 2;

async function programmeMenu(ctx: FetchContext): Promise<Data['menu']> {
  const nav = await ctx.sources['navigation-api']({ queryString: 'navSemanaTv' }).catch(() => null);
  const items = (nav?.children ?? []).map((child) => {
    const slug = child._id.split('/').pop() ?? '';
    return { text: child.name || titleFromSlug(slug), link: tvPath(ctx.site.slug, `programas/${slug}`) };
  });
  return { top: items.slice(0, MENU_ON_TOP), after: items.slice(MENU_ON_TOP) };
}

async function videos(ctx: FetchContext, includeSections: string, feedSize: number) {
  const list = await ctx.sources['content-apir-semanaTV-v2']({ includeSections, feedSize, sourceInclude: CARD_FIELDS });
  // Spec 3, 1: carousels leave out videos without a promo picture.
  return toVideoItems(list.content_elements).slice(0, feedSize);
}

export default defineBlock({
  name: 'tv-week-landing',
  description: 'Portada de TV: destacado, periodistas, noticiero, programas de opinión y un carrusel por categoría',
  version: 1,
  config,
  async fetch(config, ctx): Promise<Data | null> {
    const site = ctx.site.slug;
    const news = newsProgramme(ctx.site.tvProgrammes);
    const newsKey = `programas/${news.slug}`;
    const [hero, menu, journalists, newsItems, opinion, categories] = await Promise.all([
      videos(ctx, tvSection(site, config.section ?? DEFAULT_HERO_SECTION), HERO_SIZE),
      programmeMenu(ctx),
      fetchJournalists(ctx, journalistIds(config.autorIds)),
      videos(ctx, tvSection(site, newsKey), CAROUSEL_SIZE),
      opinionProgrammes(ctx),
      Promise.all(
        categoryEntries(site, config.categorias).map(async ({ title, url, section }): Promise<TvRow> => ({
          title,
          url,
          items: await videos(ctx, section, CAROUSEL_SIZE),
        })),
      ),
    ]);
    const data: Data = {
      hero,
      menu,
      journalists,
      news: { title: news.title, url: categoryLink(site, newsKey), items: newsItems },
      opinion: opinion.filter((p) => p.video),
      // A carousel without videos would be an empty band.
      categories: categories.filter((row) => row.items.length > 0),
    };
    const empty = !hero.length && !newsItems.length && !data.opinion.length && !data.categories.length;
    return empty ? null : data;
  },
  head: (_config, _data, ctx) => ({ title: `${ctx.site.name} TV`, canonical: ctx.path }),
  // The island draws the carousels' frames only (the cards and the rest keep the server's HTML): titles, links and
  // how many slides, nothing else (issue 13: the landing shipped 28 KB of props).
  islandData: (data) => ({
    hero: [],
    menu: { top: [], after: [] },
    journalists: [],
    opinion: [],
    news: { ...data.news, items: cardStandIns(data.news.items) },
    categories: data.categories.map((row) => ({ ...row, items: cardStandIns(row.items) })),
  }),
  component: TvWeekLanding,
  interactive: { hydrate: 'visible' }, // the carousels
});
