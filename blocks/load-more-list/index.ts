import { isSlug } from '../../contracts/slug';
import { z } from 'zod';
import { defineBlock, type BlockFetchContext } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import { searchTerms } from '../../runtime/query-fields';
import { CARD_FIELDS, toCardItems } from '../../ui/card-item';
import { sectionPath } from '../section-heading/section-path';
import { config, type Config, type Data } from './config';
import { LoadMoreList } from './LoadMoreList';
import { loadListPage, PROMO_FIRST_PAGE, type LoadMoreQuery } from './load-page';

/** What the list reads from the address: the search terms. */
const requestQuery = z.object({ q: searchTerms() });

const slugParam = (value: string | undefined) => (isSlug(value) ? value : null);

/**
 * The list's query, from the address: the archive's day (/archivo/{date}/), the search terms (?q=),
 * the author (/autor/{authorSlug}/) or the tag (/noticias/{tagSlug}/); a promo list's section from the config or
 * the address (/seccion/{sección}/).
 */
function queryFor(
  { source, section }: Pick<Config, 'source' | 'section'>,
  ctx: BlockFetchContext<typeof requestQuery>,
): LoadMoreQuery | null {
  switch (source) {
    case 'content-apir': {
      const includeSections = section ?? sectionPath({}, ctx.params);
      return includeSections ? { source, includeSections } : null;
    }
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
 * state as props, not the first page's cards, and appends each next page below them. As a paged promo list
 * (content-apir) it renders its own first page, 7 stories from `offSet`, and pages on by `feedSize`.
 */
export default defineBlock({
  name: 'load-more-list',
  description: 'Lista de notas con botón «Cargar más»',
  version: 1,
  config,
  query: requestQuery,
  async fetch({ source, section, offSet }, ctx): Promise<Data | null> {
    const query = queryFor({ source, section }, ctx);
    if (!query) return null;
    if (query.source === 'content-apir') {
      const page = { feedSize: PROMO_FIRST_PAGE, feedOffset: offSet, sourceInclude: CARD_FIELDS };
      const list = await loadListPage(query, page, (source, params) => ctx.sources[source](params));
      return listOrNull(toCardItems(list.content_elements), { next: list.next, count: list.count, query });
    }
    const { count } = await loadListPage(query, { feedSize: 1, feedOffset: 0 }, (source, params) =>
      ctx.sources[source](params),
    );
    return offSet < count ? { items: [], next: offSet, count, query } : null;
  },
  component: LoadMoreList,
  interactive: { hydrate: 'visible' },
});
