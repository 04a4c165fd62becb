import { z } from 'zod';
import { defineBlock } from '../../runtime/define-block';
import { searchTerms } from '../../runtime/query-fields';
import { CARD_FIELDS, toCardItems } from '../../ui/card-item';
import { config, type Data } from './config';
import { SearchResults } from './SearchResults';

export default defineBlock({
  name: 'search-results',
  description: 'Resultados del buscador, 10 por página, «Cargar más»',
  version: 1,
  config,
  query: z.object({ q: searchTerms() }),
  // The terms come from the address (?q=); with none, the block shows only the search box (an empty list on purpose).
  async fetch({ feedSize }, { query, sources }): Promise<Data> {
    const q = query?.q ?? '';
    if (!q) return { q, items: [], count: 0 };
    const list = await sources['content-apir-search-query']({
      queryString: q,
      sort: 'publish_date:desc',
      feedSize,
      feedOffset: 0,
      sourceInclude: CARD_FIELDS,
    });
    return { q, items: toCardItems(list.content_elements), count: list.count };
  },
  component: SearchResults,
});
