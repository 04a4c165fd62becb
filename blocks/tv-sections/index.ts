import { defineBlock, type FetchContext } from '../../runtime/define-block';
import { CARD_FIELDS, toCardItems } from '../../ui/card-item';
import { config, type Config, type Data, type TvSectionRow } from './config';
import { TvSections } from './TvSections';
import { isOwnTvPath, MAX_CATEGORIES, titleFromSlug, tvPath, tvSection } from './tv-paths';

async function rowsFor(
  group: Config['group'],
  programmes: Config['programas'],
  feedSize: number,
  ctx: FetchContext,
): Promise<TvSectionRow[]> {
  const site = ctx.site.slug;
  const entries =
    group === 'programas'
      ? programmes
      : (await ctx.sources['navigation-api']({ queryString: 'navSemanaTVCategorias' })).children
          .slice(0, MAX_CATEGORIES)
          .map((child) => {
            const slug = child._id.split('/').pop() ?? '';
            return { slug, title: child.name || titleFromSlug(slug) };
          });
  return Promise.all(
    entries.map(async ({ slug, title }) => {
      const list = await ctx.sources['content-apir-semanaTV-v2']({
        includeSections: tvSection(site, `${group}/${slug}`),
        feedSize,
        sourceInclude: CARD_FIELDS,
      });
      return { title, url: tvPath(site, `${group}/${slug}`), videos: toCardItems(list.content_elements) };
    }),
  );
}

export default defineBlock({
  name: 'tv-sections',
  description: 'Secciones de TV: programas y categorías',
  version: 1,
  config,
  async fetch({ group, feedSize, programas }, ctx): Promise<Data | null> {
    if (!isOwnTvPath(ctx)) return null;
    const items = await rowsFor(group, programas, feedSize, ctx);
    return { heading: group === 'programas' ? 'Programas' : 'Categorías', items };
  },
  head: (_config, data, ctx) => ({ title: `${data.heading} | ${ctx.site.name} TV`, canonical: ctx.path }),
  component: TvSections,
  interactive: false,
});
