import { isSlug, toSlug } from '../../contracts/slug';
import { defineBlock } from '../../runtime/define-block';
import { toCardItems } from '../../ui/card-item';
import { firstPageQuery } from '../../ui/paged-list';
import { config, type Data } from './config';
import { TagStories } from './TagStories';

export default defineBlock({
  name: 'tag-stories',
  description: 'Notas de una etiqueta, con carga de más',
  version: 1,
  config,
  // The tag comes from the address (/noticias/{tag}/); its text from the tags of the first story.
  async fetch({ feedSize }, { params, sources }): Promise<Data | null> {
    const { tagSlug } = params;
    if (!isSlug(tagSlug)) return null;
    const list = await sources['content-apir-tag']({ tagSlug, ...firstPageQuery(feedSize, 'taxonomy.tags') });
    const tag =
      list.content_elements[0]?.taxonomy?.tags?.find((t) => (t.slug ?? toSlug(t.text)) === tagSlug)?.text ?? tagSlug;
    return { tag, items: toCardItems(list.content_elements), count: list.count };
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
