import { z } from 'zod';
import { defineBlock } from '../../runtime/define-block';
import { feedSize, offSet, section, title } from '../../runtime/fields';
import { CARD_FIELDS } from '../../ui/card-item';
import { LatestArticlesGrid, MAIN_SECTIONS, loadLatestPage, type LatestArticlesGridData } from './LatestArticlesGrid';

export default defineBlock({
  name: 'latest-articles-grid',
  description: 'Grilla de las últimas notas, con carga de más',
  version: 1,
  config: z.object({
    title: title('Título opcional sobre la grilla'),
    section: section(
      'Ruta o slug de la sección (por ejemplo /nacion); sin ella, la sección de la página o, si no hay, las secciones principales',
    ),
    feedSize: feedSize({ default: 12, max: 50 }),
    offSet: offSet(),
  }),
  // Server only: the first page, filtered like every later one.
  async fetch({ section, feedSize, offSet }, ctx): Promise<LatestArticlesGridData> {
    const includeSections = section ?? ctx.params.section ?? MAIN_SECTIONS;
    const page = await loadLatestPage(
      (query) => ctx.sources['content-apir']({ includeSections, sourceInclude: CARD_FIELDS, ...query }),
      offSet,
      feedSize,
    );
    return { ...page, section: includeSections };
  },
  component: LatestArticlesGrid,
  interactive: { hydrate: 'visible' }, // 'Cargar más artículos'
});
