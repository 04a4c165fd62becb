import { isSlug } from '../../contracts/slug';
import { defineBlock } from '../../runtime/define-block';
import { toCardItems } from '../../ui/card-item';
import { firstPageQuery, LOAD_MORE_PAGE_SIZE, pagedListConfig } from '../../ui/paged-list';
import { AuthorStories, type AuthorStoriesData } from './AuthorStories';

export default defineBlock({
  name: 'author-stories',
  description: 'Notas de un autor, con carga de más',
  version: 1,
  config: pagedListConfig(10, LOAD_MORE_PAGE_SIZE),
  // The author comes from the address (/autor/{slug}/). No stories: the block is left out.
  async fetch({ feedSize }, { params, sources }): Promise<AuthorStoriesData | null> {
    const { authorSlug } = params;
    if (!isSlug(authorSlug)) return null;
    const list = await sources['content-apir-author']({ authorSlug, ...firstPageQuery(feedSize) });
    return { items: toCardItems(list.content_elements), count: list.count };
  },
  component: AuthorStories,
  interactive: false,
});
