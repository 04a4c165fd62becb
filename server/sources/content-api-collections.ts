import { and, eq, inArray } from 'drizzle-orm';
import { collections, content } from '../db/schema';
import { publicContent } from '../content/public-content';
import { defineSource } from './define-source';
import { params } from '../../contracts/sources/content-api-collections';
import { paging } from './list-helpers';
import { cardColumn, projectCards } from './list-card';
import type { ContentList } from '../../contracts/ans';

/** The stories of an editor-curated collection, in the collection's order. */
export default defineSource({
  name: 'content-api-collections',
  ttl: 60,
  params,
  async fetch(params, { db, site }): Promise<ContentList> {
    const [collection] = await db
      .select({ ids: collections.contentIds })
      .from(collections)
      .where(and(eq(collections.id, params.queryString), eq(collections.site, site)));
    if (!collection) return { content_elements: [], count: 0 };
    const ids = collection.ids.slice(params.from, params.from + params.size);
    const rows = ids.length
      ? await db
          .select({ id: content.id, card: cardColumn(params.sourceInclude) })
          .from(content)
          .where(and(inArray(content.id, ids), publicContent()))
      : [];
    const byId = new Map(rows.map((r) => [r.id, r.card]));
    return {
      content_elements: projectCards(
        ids.map((id) => byId.get(id) ?? null),
        params.sourceInclude,
      ),
      count: collection.ids.length,
      ...paging(params.from, params.size, collection.ids.length),
    };
  },
});
