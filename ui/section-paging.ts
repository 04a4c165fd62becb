import { useCallback } from 'react';
import type { ContentList } from '../contracts/ans';
import { CARD_FIELDS, toCardItems, type CardItem } from './card-item';
import { fetchContentList, type SourceQuery } from './content-client';
import { useLoadMore, type ListPage } from './use-load-more';
import { listOrNull } from '../runtime/list';

/**
 * The paging of a section's card list (spec 3, 9): the first page is `firstSize` items from `firstOffset`, each
 * click then loads `moreSize` more. The grids of the load-more family differ only in these numbers and labels.
 */
export interface SectionPaging {
  firstOffset: number;
  firstSize: number;
  moreSize: number;
}

/** One page of a section's cards, with the section it lists so the browser can ask for the next one. */
export type SectionPage = ListPage<CardItem> & { section: string };

/** Either the server's `ctx.sources['content-apir']` or the browser's public endpoint. */
export type SectionLoader = (query: SourceQuery<'content-apir'>) => Promise<ContentList>;

/**
 * One page of `section` from `content-apir`. Spec 3, 5: items without a main image are dropped, so a batch of only
 * such items appends nothing; the next offset is the source's `next`, absent at the end (the button then hides).
 */
export async function loadSectionPage(
  load: SectionLoader,
  section: string,
  feedOffset: number,
  feedSize: number,
): Promise<SectionPage> {
  const list = await load({ includeSections: section, feedSize, feedOffset, sourceInclude: CARD_FIELDS });
  return { items: toCardItems(list.content_elements), next: list.next, count: list.count, section };
}

/** The browser side of a section grid: `useLoadMore` asking `content-apir` for `moreSize` cards per click. */
export function useSectionLoadMore(first: SectionPage, site: string, moreSize: number) {
  const { section } = first;
  const loadPage = useCallback(
    (offset: number) =>
      loadSectionPage((query) => fetchContentList('content-apir', query, site), section, offset, moreSize),
    [section, site, moreSize],
  );
  return useLoadMore(first, loadPage);
}

/** The server side: the first page of a section grid, or null (the block renders nothing) without cards. */
export async function firstSectionPage(
  load: SectionLoader,
  section: string,
  feedOffset: number,
  feedSize: number,
): Promise<SectionPage | null> {
  const { items, ...rest } = await loadSectionPage(load, section, feedOffset, feedSize);
  return listOrNull(items, rest);
}
