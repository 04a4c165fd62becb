import { isSlug } from '../../contracts/slug';
import { z } from 'zod';
import { defineBlock, type BlockFetchContext } from '../../runtime/define-block';
import { feedSize, offSet } from '../../runtime/fields';
import { searchTerms } from '../../runtime/query-fields';
import { LoadMoreList, type LoadMoreListData } from './LoadMoreList';
import { loadListPage, type LoadMoreQuery } from './load-page';

/** What the list reads from the address: the search terms. */
const requestQuery = z.object({ q: searchTerms() });

const slugParam = (value: string | undefined) => (isSlug(value) ? value : null);

/**
 * The list's query, from the address: the archive's day (/archivo/{date}/), the search terms (?q=),
 * the author (/autor/{authorSlug}/) or the tag (/noticias/{tagSlug}/).
 */
function queryFor(source: LoadMoreQuery['source'], ctx: BlockFetchContext<typeof requestQuery>): LoadMoreQuery | null {
  switch (source) {
    case 'content-apir-date':
      return ctx.params.date ? { source, date: ctx.params.date } : null;
    case 'content-apir-search-query':
      return ctx.query?.q ? { source, queryString: ctx.query.q } : null;
    case 'content-apir-author': {
      const authorSlug = slugParam(ctx.params.authorSlug);
      return authorSlug ? { source, authorSlug } : null;
    }
    case 'content-apir-tag': {
      const tagSlug = slugParam(ctx.params.tagSlug);
      return tagSlug ? { source, tagSlug } : null;
    }
  }
}

/**
 * The 'Cargar más' button under a server-rendered first page (date archive, search). It ships only the paging
 * state as props, not the first page's cards, and appends each next page below them.
 */
export default defineBlock({
  name: 'load-more-list',
  description: 'Lista de notas con botón «Cargar más»',
  version: 1,
  config: z.object({
    source: z
      .enum(['content-apir-date', 'content-apir-search-query', 'content-apir-author', 'content-apir-tag'])
      .meta({ title: 'Fuente', description: 'La lista que continúa: archivo por fecha, búsqueda, autor o tema' }),
    feedSize: feedSize({
      default: 50,
      max: 50,
      title: 'Notas por clic',
      description: 'Notas que trae cada clic (1 a 50)',
    }),
    offSet: offSet({ default: 50, title: 'Desde', description: 'Posición de la primera nota que carga el botón' }),
    label: z.enum(['Cargar más notas', 'Cargar más']).default('Cargar más').meta({ title: 'Texto del botón' }),
  }),
  query: requestQuery,
  async fetch({ source, offSet }, ctx): Promise<LoadMoreListData | null> {
    const query = queryFor(source, ctx);
    if (!query) return null;
    const { count } = await loadListPage(query, { feedSize: 1, feedOffset: 0 }, (source, params) =>
      ctx.sources[source](params),
    );
    return offSet < count ? { query, next: offSet, count } : null;
  },
  component: LoadMoreList,
  interactive: { hydrate: 'visible' },
});
