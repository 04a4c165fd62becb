import { and, sql } from 'drizzle-orm';
import { content } from '../db/schema';
import { defineSource } from './define-source';
import { params } from '../../contracts/sources/content-apir-search-query';
import { listContent } from './list-query';
import { foldText, siteLexemeQuery } from '../search/search-text';

/**
 * Spanish full-text search through the `search` index: stemmed ('elección' finds 'elecciones') and accent-blind
 * ('politica' finds 'Política'). Newest first, as the spec's `sort: publish_date:desc`.
 */
export default defineSource({
  name: 'content-apir-search-query',
  ttl: 60,
  params,
  fetch: (params, { db, site }) =>
    listContent(
      db,
      {
        // Two conditions, not one tsquery: words that are all stop words make an empty query, which matches nothing
        // alone but would leave the site's lexeme matching every story of the site.
        where: and(
          sql`${content.search} @@ plainto_tsquery('spanish', ${foldText(params.queryString)})`,
          sql`${content.search} @@ ${siteLexemeQuery(site)}::tsquery`,
        ),
      },
      { size: params.feedSize, offset: params.feedOffset, include: params.sourceInclude },
    ),
});
