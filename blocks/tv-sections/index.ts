import { z } from 'zod';
import { defineBlock, type FetchContext } from '../../runtime/define-block';
import { feedSize } from '../../runtime/fields';
import { CARD_FIELDS, toCardItems } from '../../ui/card-item';
import { TvSections, type TvSectionRow, type TvSectionsData } from './TvSections';
import { isOwnTvPath, titleFromSlug, tvPath, tvSection } from './tv-paths';
import { DEFAULT_PROGRAMMES } from '../../contracts/tv-programmes';

export { DEFAULT_PROGRAMMES };

/** Spec 3, TV menu data: the first 9 categories are used. */
export const MAX_CATEGORIES = 9;

const programme = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/)
    .meta({ title: 'Identificador', description: 'p. ej. semana-noticias' }),
  title: z.string().min(1).max(80).meta({ title: 'Nombre' }),
});

async function rowsFor(
  group: 'programas' | 'categorias',
  programmes: z.output<typeof programme>[],
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
  config: z.object({
    group: z
      .enum(['programas', 'categorias'])
      .meta({ title: 'Grupo', description: 'Programas (lista fija) o categorías (del menú de TV)' }),
    feedSize: feedSize({
      default: 10,
      max: 10,
      title: 'Videos por programa o categoría',
      description: 'Videos de cada programa o categoría (1 a 10)',
    }),
    programas: z
      .array(programme)
      .max(20)
      .default(DEFAULT_PROGRAMMES)
      .meta({ title: 'Programas', description: 'Los programas de /{marca}-tv/programas/, en orden' }),
  }),
  async fetch({ group, feedSize, programas }, ctx): Promise<TvSectionsData | null> {
    if (!isOwnTvPath(ctx)) return null;
    const rows = await rowsFor(group, programas, feedSize, ctx);
    return { heading: group === 'programas' ? 'Programas' : 'Categorías', rows };
  },
  head: (_config, data, ctx) => ({ title: `${data.heading} | ${ctx.site.name} TV`, canonical: ctx.path }),
  component: TvSections,
  interactive: false,
});
