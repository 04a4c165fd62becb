import { defineBlock } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import { CARD_FIELDS } from '../../ui/card-item';
import { config, type Data } from './config';
import { LatestArticlesGrid, MAIN_SECTIONS, loadLatestPage } from './LatestArticlesGrid';

export default defineBlock({
  name: 'latest-articles-grid',
  description: 'Grilla de las últimas notas, con carga de más',
  version: 1,
  config,
  // Server only: the first page, filtered like every later one.
  async fetch({ section, feedSize, offSet }, ctx): Promise<Data | null> {
    const includeSections = section ?? ctx.params.section ?? MAIN_SECTIONS;
    const { items, next, count } = await loadLatestPage(
      (query) => ctx.sources['content-apir']({ includeSections, sourceInclude: CARD_FIELDS, ...query }),
      offSet,
      feedSize,
    );
    return listOrNull(items, { next, count, section: includeSections });
  },
  component: LatestArticlesGrid,
  interactive: { hydrate: 'visible' }, // 'Cargar más artículos'
});
