import { isSlug } from '../../contracts/slug';
import { defineBlock } from '../../runtime/define-block';
import { toCardItems } from '../../ui/card-item';
import { listOrNull } from '../../runtime/list';
import { firstPageQuery } from '../../ui/paged-list';
import { AuthorStories } from './AuthorStories';
import { config, type Data } from './config';

export default defineBlock({
  name: 'author-stories',
  description: 'Notas de un autor, con carga de más',
  version: 1,
  config,
  // The author comes from the address (/autor/{slug}/). No stories: the block is left out.
  async fetch({ feedSize }, { params, sources }): Promise<Data | null> {
    const { authorSlug } = params;
    if (!isSlug(authorSlug)) return null;
    const list = await sources['content-apir-author']({ authorSlug, ...firstPageQuery(feedSize) });
    return listOrNull(toCardItems(list.content_elements), { count: list.count });
  },
  component: AuthorStories,
  interactive: false,
});
