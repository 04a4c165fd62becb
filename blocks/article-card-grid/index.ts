import { z } from 'zod';
import { defineBlock } from '../../runtime/define-block';
import { feedSize, offSet, section, title } from '../../runtime/fields';
import { toCardItems } from '../../ui/card-item';
import { ArticleCardGrid, GRID_FIELDS, type ArticleCardGridData } from './ArticleCardGrid';

export default defineBlock({
  name: 'article-card-grid',
  description: 'Grilla de tarjetas de notas de una sección, con «Más contenido»',
  version: 1,
  config: z.object({
    title: title('Título opcional sobre la grilla, con enlace a la portada de la sección'),
    section: section('Ruta o slug de la sección (por ejemplo /nacion o nacion); sin ella, la sección de la página'),
    feedSize: feedSize({ default: 8, max: 50 }),
    offSet: offSet({ description: 'Notas de la sección que se saltan al comienzo' }),
  }),
  // Server only. Section pages configure no section: the route's `:section` picks it.
  async fetch({ section, feedSize, offSet }, ctx): Promise<ArticleCardGridData | null> {
    const includeSections = section ?? ctx.params.section;
    if (!includeSections) return null;
    const list = await ctx.sources['content-apir']({
      includeSections,
      feedSize,
      feedOffset: offSet,
      sourceInclude: GRID_FIELDS,
    });
    return {
      items: toCardItems(list.content_elements),
      next: list.next,
      count: list.count,
      section: includeSections,
    };
  },
  component: ArticleCardGrid,
  interactive: { hydrate: 'visible' }, // 'Más contenido'
});
