import { z } from 'zod';
import { defineBlock } from '../../runtime/define-block';
import { CARD_FIELDS, toCardItems } from '../../ui/card-item';
import { TagStories, type TagStoriesData } from './TagStories';

const SLUG = /^[a-z0-9-]{1,120}$/;

export default defineBlock({
  name: 'tag-stories',
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
  // The tag comes from the address (/noticias/{tag}/); its text from the tags of the first story.
  async fetch({ feedSize }, { params, sources }): Promise<TagStoriesData | null> {
    const tagSlug = params.tagSlug ?? '';
    if (!SLUG.test(tagSlug)) return null;
    const list = await sources['content-apir-tag']({
      tagSlug,
      feedSize,
      feedOffset: 0,
      sourceInclude: `${CARD_FIELDS},taxonomy.tags`,
    });
    const tag = list.content_elements[0]?.taxonomy?.tags?.find((t) => t.slug === tagSlug)?.text ?? tagSlug;
    return { tag, stories: toCardItems(list.content_elements), count: list.count };
  },
  head: (_config, data, ctx) => ({
    title: `${data.tag} | ${ctx.site.name}`,
    description: `Últimas noticias sobre ${data.tag} en ${ctx.site.name}.`,
    canonical: `/noticias/${ctx.params.tagSlug}/`,
    ...(data.count === 0 && { status: 404 as const }),
  }),
  component: TagStories,
  interactive: false,
});
