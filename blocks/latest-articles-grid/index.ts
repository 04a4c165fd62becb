import { defineBlock } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import { CARD_FIELDS, withCardStandIns } from '../../ui/card-item';
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
  // The first page's cards stay server HTML on hydration: the island's props carry only their number (with the
  // date and byline each card now shows, 12 whole cards outgrew the 8 KB props budget).
  islandData: withCardStandIns,
  component: LatestArticlesGrid,
  interactive: { hydrate: 'visible' }, // 'Cargar más artículos'
});
