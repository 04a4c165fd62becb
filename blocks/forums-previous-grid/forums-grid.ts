import type { Sources } from '../../contracts/sources';
import { listOrNull } from '../../runtime/list';
import { CARD_FIELDS, toCardItems } from '../../ui/card-item';
import type { ForumsGridData } from './ForumsGrid';

/** The first page of a forums grid (server side): the section's items from `offSet`, those with a picture. */
export async function fetchForumsGrid(
  sources: Sources,
  { section, feedSize, offSet }: { section: string; feedSize: number; offSet: number },
): Promise<ForumsGridData | null> {
  const list = await sources['content-apir']({
    includeSections: section,
    feedSize,
    feedOffset: offSet,
    sourceInclude: CARD_FIELDS,
  });
  return listOrNull(toCardItems(list.content_elements), { next: list.next, count: list.count ?? 0, section });
}
