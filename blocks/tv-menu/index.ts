import { defineBlock } from '../../runtime/define-block';
import { isOwnTvPath, MAX_CATEGORIES, tvPath } from '../tv-sections/tv-paths';
import { config, type Data } from './config';
import { TvMenu } from './TvMenu';

/** The TV sub-menu (spec 3, TV): programmes, the first 9 categories of the TV menu source, and virales. */
export default defineBlock({
  name: 'tv-menu',
  description: 'Submenú de TV: programas, categorías y virales',
  version: 1,
  config,
  async fetch(_config, ctx): Promise<Data | null> {
    if (!isOwnTvPath(ctx)) return null;
    const site = ctx.site.slug;
    const categories = await ctx.sources['navigation-api']({ queryString: 'navSemanaTVCategorias' });
    const prefix = `/${site}-tv/`;
    const items = [
      { text: 'Programas', link: tvPath(site, 'programas') },
      ...ctx.site.tvProgrammes.map((p) => ({ text: p.title, link: tvPath(site, `programas/${p.slug}`) })),
      { text: 'Categorías', link: tvPath(site, 'categorias') },
      ...categories.children
        .slice(0, MAX_CATEGORIES)
        .map((c) => ({ text: c.name, link: `${prefix}${c._id.slice(prefix.length)}/` })),
      { text: 'Virales', link: tvPath(site, 'virales') },
    ];
    return { items };
  },
  component: TvMenu,
  interactive: { hydrate: 'load' },
});
