import { defineBlock, type FetchContext } from '../../runtime/define-block';
import { CARD_FIELDS, toCardItems } from '../../ui/card-item';
import { config, type Config, type Data, type TvSectionRow } from './config';
import { TvSections } from './TvSections';
import { categoryEntries, isOwnTvPath, MAX_CATEGORIES, titleFromSlug, tvPath, tvSection } from './tv-paths';

/** Spec 3, 9: TV feeds show 10 videos per category. */
export const TV_FEED_SIZE = 10;

/** Each listing's newest videos, at most 10 (spec 3, TV), whatever the source answers. */
async function videosOf(ctx: FetchContext, includeSections: string, feedSize: number) {
  const list = await ctx.sources['content-apir-semanaTV-v2']({ includeSections, feedSize, sourceInclude: CARD_FIELDS });
  return toCardItems(list.content_elements).slice(0, Math.min(feedSize, TV_FEED_SIZE));
}

async function rowsFor(
  { group, programas: programmes, categorias, feedSize }: Config,
  ctx: FetchContext,
): Promise<TvSectionRow[]> {
  const site = ctx.site.slug;
  const configured = categoryEntries(site, categorias);
  if (configured.length)
    return Promise.all(
      configured.map(async ({ title, url, section }) => ({
        title,
        url,
        videos: await videosOf(ctx, section, feedSize),
      })),
    );
  const entries =
    group === 'programas'
      ? (programmes ?? ctx.site.tvProgrammes)
      : (await ctx.sources['navigation-api']({ queryString: 'navSemanaTVCategorias' })).children
          .slice(0, MAX_CATEGORIES)
          .map((child) => {
            const slug = child._id.split('/').pop() ?? '';
            return { slug, title: child.name || titleFromSlug(slug) };
          });
  return Promise.all(
    entries.map(async ({ slug, title }) => ({
      title,
      url: tvPath(site, `${group}/${slug}`),
      videos: await videosOf(ctx, tvSection(site, `${group}/${slug}`), feedSize),
    })),
  );
}

export default defineBlock({
  name: 'tv-sections',
  description: 'Secciones de TV: programas y categorías',
  version: 1,
  config,
  async fetch(config, ctx): Promise<Data | null> {
    if (!isOwnTvPath(ctx)) return null;
    const items = await rowsFor(config, ctx);
    return { heading: config.group === 'programas' ? 'Programas' : 'Categorías', items };
  },
  head: (_config, data, ctx) => ({ title: `${data.heading} | ${ctx.site.name} TV`, canonical: ctx.path }),
  component: TvSections,
  interactive: false,
});
