import { z } from 'zod';
import { defineBlock } from '../../runtime/define-block';
import { feedSize } from '../../runtime/fields';
import { searchTerms } from '../../runtime/query-fields';
import { CARD_FIELDS, toCardItems } from '../../ui/card-item';
import { SearchResults, type SearchResultsData } from './SearchResults';

export default defineBlock({
  name: 'search-results',
  description: 'Resultados del buscador, 10 por página, «Cargar más»',
  version: 1,
  config: z.object({
    feedSize: feedSize({
      default: 10,
      max: 50,
      title: 'Resultados por página',
      description: 'Resultados por página (1 a 50)',
    }),
  }),
  query: z.object({ q: searchTerms() }),
  // The terms come from the address (?q=); with none, the block shows only the search box.
  async fetch({ feedSize }, { query, sources }): Promise<SearchResultsData> {
    const q = query?.q ?? '';
    if (!q) return { q, results: [], count: 0 };
    const list = await sources['content-apir-search-query']({
      queryString: q,
      sort: 'publish_date:desc',
      feedSize,
      feedOffset: 0,
      sourceInclude: CARD_FIELDS,
    });
    return { q, results: toCardItems(list.content_elements), count: list.count };
  },
  component: SearchResults,
});
