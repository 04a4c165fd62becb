import { z } from 'zod';
import { defineBlock, type FetchContext } from '../../runtime/define-block';
import { LoadMoreList, type LoadMoreListData, type LoadMoreQuery } from './LoadMoreList';

/** The list's query, from the address: the archive's day (/archivo/{date}/) or the search terms (?q=). */
function queryFor(source: LoadMoreQuery['source'], ctx: FetchContext): LoadMoreQuery | null {
  if (source === 'content-apir-date') return ctx.params.date ? { source, date: ctx.params.date } : null;
  return ctx.query?.q ? { source, queryString: ctx.query.q } : null;
}

/**
 * The 'Cargar más' button under a server-rendered first page (date archive, search). It ships only the paging
 * state as props, not the first page's cards, and appends each next page below them.
 */
export default defineBlock({
  name: 'load-more-list',
  version: 1,
  config: z.object({
    published: z.boolean().default(false).meta({ title: 'Publicado' }),
    source: z
      .enum(['content-apir-date', 'content-apir-search-query'])
      .meta({ title: 'Fuente', description: 'La lista que continúa: archivo por fecha o búsqueda' }),
    feedSize: z.number().int().min(1).max(50).default(50).meta({ title: 'Notas por clic' }),
    offSet: z
      .number()
      .int()
      .min(0)
      .max(10_000)
      .default(50)
      .meta({ title: 'Desde', description: 'Posición de la primera nota que carga el botón' }),
    label: z.enum(['Cargar más notas', 'Cargar más']).default('Cargar más').meta({ title: 'Texto del botón' }),
  }),
  async fetch({ source, offSet }, ctx): Promise<LoadMoreListData | null> {
    const query = queryFor(source, ctx);
    if (!query) return null;
    const { count } =
      query.source === 'content-apir-date'
        ? await ctx.sources['content-apir-date']({ date: query.date, feedSize: 1 })
        : await ctx.sources['content-apir-search-query']({ queryString: query.queryString, feedSize: 1 });
    return offSet < count ? { query, next: offSet, count } : null;
  },
  component: LoadMoreList,
  interactive: { hydrate: 'visible' },
});
