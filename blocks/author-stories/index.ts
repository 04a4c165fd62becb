import { z } from 'zod';
import { defineBlock } from '../../runtime/define-block';
import { CARD_FIELDS, toCardItems } from '../../ui/card-item';
import { AuthorStories, type AuthorStoriesData } from './AuthorStories';

const SLUG = /^[a-z0-9-]{1,100}$/;

export default defineBlock({
  name: 'author-stories',
  version: 1,
  config: z.object({
    published: z.boolean().default(false).meta({ title: 'Publicado' }),
    feedSize: z
      .number()
      .int()
      .min(1)
      .max(50)
      .default(10)
      .meta({ title: 'Notas por página', description: "Cuántas notas se muestran antes de 'Cargar más'" }),
  }),
  // The author comes from the address (/autor/{slug}/). No stories: the block is left out.
  async fetch({ feedSize }, { params, sources }): Promise<AuthorStoriesData | null> {
    const authorSlug = params.authorSlug ?? '';
    if (!SLUG.test(authorSlug)) return null;
    const list = await sources['content-apir-author']({
      authorSlug,
      feedSize,
      feedOffset: 0,
      sourceInclude: CARD_FIELDS,
    });
    return { items: toCardItems(list.content_elements), count: list.count };
  },
  component: AuthorStories,
  interactive: false,
});
