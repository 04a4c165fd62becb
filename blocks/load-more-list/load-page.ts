import type { ContentList, StoryDocument } from '../../contracts/ans';
import type { ListSourceName, SourceQuery } from '../../ui/content-client';

/**
 * What the list continues, as read from the address: a day, search terms, an author or a tag; or, for a paged promo
 * list, a section (the configured one or the address's).
 */
export type LoadMoreQuery =
  | { source: 'content-apir'; includeSections: string }
  | { source: 'content-apir-date'; date: string }
  | { source: 'content-apir-search-query'; queryString: string }
  | { source: 'content-apir-author'; authorSlug: string }
  | { source: 'content-apir-tag'; tagSlug: string };

/**
 * Spec 3, 9: a paged promo list shows its first 7 stories from its offset (4 on the section pages), then each
 * 'Cargar más' click adds `feedSize` (8).
 */
export const PROMO_FIRST_PAGE = 7;

export interface PageRequest {
  feedSize: number;
  feedOffset: number;
  sourceInclude?: string;
}

type ListLoader = <K extends ListSourceName>(
  source: K,
  query: SourceQuery<K>,
) => Promise<ContentList<Partial<StoryDocument>>>;

/**
 * One page of the list from whichever loader is given (the server's sources or the public endpoint), so the
 * server's count and the browser's pages ask the same source with the same parameters.
 */
export function loadListPage(
  query: LoadMoreQuery,
  page: PageRequest,
  load: ListLoader,
): Promise<ContentList<Partial<StoryDocument>>> {
  switch (query.source) {
    case 'content-apir':
      return load(query.source, { includeSections: query.includeSections, ...page });
    case 'content-apir-date':
      return load(query.source, { date: query.date, ...page });
    case 'content-apir-search-query':
      return load(query.source, { queryString: query.queryString, ...page });
    case 'content-apir-author':
      return load(query.source, { authorSlug: query.authorSlug, ...page });
    case 'content-apir-tag':
      return load(query.source, { tagSlug: query.tagSlug, ...page });
  }
}
